import { Button } from '@company/ui';
import { Section } from '~/components/page';
import { downloadDatasheet, downloadGuide, downloadSiteReadiness, downloadSoleSourceDocx, downloadSoleSourceText } from '~/content/calls-to-action';
import { datasheet, equipmentGuide, siteReadinessSheet, soleSourceDocx, soleSourceText, type GatedDocument } from '~/content/documents';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { Product } from '~/content/products';

/**
 * The system's documents, each for whom it is written: the datasheet, the facilities team's site-readiness sheet,
 * the purchasing office's sole-source draft, and the guide to every system. Each goes through the download form.
 */
export function ProductDownloads({
  copy,
  product,
  onDownload,
}: {
  copy: (typeof productPage)['downloads'];
  product: Product;
  onDownload: (document: GatedDocument) => void;
}) {
  const named = (description: string) => fill(description, { shortName: product.shortName });
  const productDatasheet = datasheet(product);
  const readiness = siteReadinessSheet(product);
  const downloads: { id: string; kind: string; title: string; description: string; actions: { document: GatedDocument; label: string }[] }[] = [
    {
      id: 'datasheet',
      kind: copy.datasheet.kind,
      title: productDatasheet.title,
      description: named(copy.datasheet.description),
      actions: [{ document: productDatasheet, label: downloadDatasheet }],
    },
    {
      id: 'site-readiness',
      kind: copy.siteReadiness.kind,
      title: readiness.title,
      description: named(copy.siteReadiness.description),
      actions: [{ document: readiness, label: downloadSiteReadiness }],
    },
    {
      id: 'sole-source',
      kind: copy.soleSource.kind,
      title: copy.soleSource.title,
      description: named(copy.soleSource.description),
      actions: [
        { document: soleSourceDocx(product), label: downloadSoleSourceDocx },
        { document: soleSourceText(product), label: downloadSoleSourceText },
      ],
    },
    {
      id: 'guide',
      kind: copy.guide.kind,
      title: equipmentGuide.title,
      description: copy.guide.description,
      actions: [{ document: equipmentGuide, label: downloadGuide }],
    },
  ];

  return (
    <Section title={copy.title} id="downloads" className="print:hidden" contained={false}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {downloads.map(({ id, kind, title, description, actions }) => (
          <li key={id} className="flex flex-col rounded-card border border-ink-200 p-5">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ink-600 uppercase">
              <FileIcon /> {kind}
            </p>
            <h3 className="mt-2 font-semibold text-ink-900">{title}</h3>
            <p className="mt-1 grow text-ink-700">{description}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {actions.map(({ document, label }) => (
                <Button key={document.fileName} variant="secondary" onClick={() => onDownload(document)}>
                  {label}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A document, drawn for the downloads list. */
function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 1.75h5.5L12.25 4.5v9.75H4z" strokeLinejoin="round" />
      <path d="M9.25 1.75V4.75h3M6 8.5h4M6 11h4" />
    </svg>
  );
}
