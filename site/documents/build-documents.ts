/**
 * Generates the downloadable PDFs at build time from the same data the pages render, so a spec
 * changed in the data changes the page and the PDF together:
 *
 * - the nine product datasheets at public/docs/<datasheet.fileName>,
 * - the equipment guide at the path the catalogue and startup-package pages link to,
 * - the service process guide at the path the service and support page links to,
 * - per system, the one-page site-readiness sheet (PDF), at the path app/content/documents.ts registers.
 *
 * The sole-source justification drafts are not built here: each names a configuration and the processes a
 * buyer chose, so the lead API renders them when asked for, as it does the budgetary estimates.
 *
 * Run with `npm run documents -w site` (the site's build runs it first). Output is deterministic: the
 * same data gives the same bytes (see DocWriter's build date in @company/documents).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { equipmentGuide, siteReadinessSheet } from '../app/content/documents';
import { catalogue } from '../app/content/pages/catalogue';
import { serviceSupport } from '../app/content/pages/service-support';
import { startupPackage } from '../app/content/pages/startup-package';
import { products } from '../app/content/products';
import { renderDatasheet } from './datasheet';
import { renderEquipmentGuide } from './equipment-guide';
import { renderServiceGuide } from './service-guide';
import { renderSiteReadiness } from './site-readiness';

export type BuiltDocument = {
  /** Path of the file relative to the output directory, e.g. "docs/icp-etcher-datasheet.pdf". */
  file: string;
  title: string;
  /** Pages of a PDF. */
  pages?: number;
  bytes: number;
};

const defaultOutDir = fileURLToPath(new URL('../public/', import.meta.url));

/** Turns a site URL path such as "/ionvale-equipment-guide.pdf" into a path under the output directory. */
function publicPath(href: string): string {
  const clean = href.split(/[?#]/)[0]!.replace(/^\/+/, '');
  if (!/\.(pdf|docx|txt)$/.test(clean) || clean.includes('..')) throw new Error(`Not a document path under public/: ${href}`);
  return clean;
}

/** The site paths of all generated documents (used by the build and its test). */
export function documentPaths(): {
  datasheets: string[];
  equipmentGuide: string;
  serviceGuide: string;
  siteReadiness: string[];
} {
  const guide = equipmentGuide.href;
  const links = [catalogue.hero.actions.brochure.href, catalogue.cta.actions.guide.href, startupPackage.hero.secondary.href];
  if (links.some((href) => href !== guide)) {
    throw new Error(`The catalogue and the startup package link to ${links.join(', ')}, not all to the equipment guide (${guide}).`);
  }
  return {
    datasheets: products.map((p) => `docs/${p.datasheet.fileName}`),
    equipmentGuide: publicPath(guide),
    serviceGuide: publicPath(serviceSupport.guide.href),
    siteReadiness: products.map((p) => publicPath(siteReadinessSheet(p).href)),
  };
}

export async function buildDocuments(options: { outDir?: string } = {}): Promise<BuiltDocument[]> {
  const outDir = options.outDir ?? defaultOutDir;
  const paths = documentPaths();
  const jobs: { file: string; render: () => Promise<{ bytes: Buffer; pages?: number; title: string }> }[] = [
    ...products.map((product, i) => ({ file: paths.datasheets[i]!, render: () => renderDatasheet(product) })),
    ...products.map((product, i) => ({ file: paths.siteReadiness[i]!, render: () => renderSiteReadiness(product) })),
    { file: paths.equipmentGuide, render: renderEquipmentGuide },
    { file: paths.serviceGuide, render: renderServiceGuide },
  ];
  const built: BuiltDocument[] = [];
  for (const job of jobs) {
    const result = await job.render();
    const target = path.join(outDir, job.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, result.bytes);
    built.push({ file: job.file, title: result.title, ...(result.pages === undefined ? {} : { pages: result.pages }), bytes: result.bytes.length });
  }
  return built;
}

async function main() {
  const started = performance.now();
  const built = await buildDocuments();
  const ms = performance.now() - started;
  const width = Math.max(...built.map((b) => b.file.length));
  for (const b of built) {
    const pages = b.pages === undefined ? '         ' : `${String(b.pages).padStart(2)} pages`;
    console.log(`  ${b.file.padEnd(width)}  ${pages}  ${(b.bytes / 1024).toFixed(1).padStart(6)} KiB`);
  }
  console.log(`documents: wrote ${built.length} documents to ${path.relative(process.cwd(), defaultOutDir) || '.'} in ${Math.round(ms)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
