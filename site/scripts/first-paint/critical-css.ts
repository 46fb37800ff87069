import Beasties from 'beasties';

/** The attribute marking a full stylesheet that waits, disabled, until the page's scripts turn it on. */
export const DEFERRED_STYLESHEET = 'data-deferred-stylesheet';

/**
 * Rules kept whatever the prerendered markup holds: state that exists before first paint without
 * being in the HTML. The consent boot script marks a stored cookie choice on <html>, and that rule
 * hides the banner; without it a returning visitor would see the banner until the full sheet came.
 */
const ALWAYS_CRITICAL = [/data-cookie-consent/];
export const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const FUNCTIONAL_PSEUDO = /(?<!\\):(?:where|is|not|has)\(/;

/** A prerendered page's own stylesheets: `<link rel="stylesheet" href="/assets/…css" …/>` as React renders them. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/g;

/**
 * The CSS a page needs for what its HTML shows: every rule of its stylesheets whose selector
 * matches an element of the page (pseudo-classes and media queries kept, so hover, focus and every
 * screen width look the same), with the custom properties, @property and @layer order they rely on.
 * Beasties parses the page and prunes the sheets; only the pruned CSS is taken from it, the HTML is
 * edited here so that everything else stays byte for byte as prerendered.
 */
export async function criticalCss(html: string, readStylesheet: (href: string) => Promise<string>): Promise<string> {
  const hrefs = stylesheetHrefs(html);
  if (hrefs.length === 0) return '';
  const sheets = new Map(await Promise.all(hrefs.map(async (href) => [href, await readStylesheet(href)] as const)));
  const beasties = new (class extends Beasties {
    override async getCssAsset(href: string) {
      return sheets.get(href);
    }
    // Beasties matches a selector against the page after dropping its pseudo-classes, which drops
    // the whole of :where(…), :is(…), :not(…) and :has(…) (Tailwind's space-y-*, divide-*, group
    // and peer variants). Such rules are kept instead: a rule too many costs bytes, one too few
    // would move the page when the full sheets arrive.
    normalizeCssSelector(selector: string) {
      if (FUNCTIONAL_PSEUDO.test(selector)) return '*';
      // Not in Beasties' declared types, but the method its rule filter calls for every selector.
      return (Beasties.prototype as unknown as { normalizeCssSelector(s: string): string }).normalizeCssSelector.call(this, selector);
    }
  })({
    preload: false as never,
    mergeStylesheets: false,
    reduceInlineStyles: false,
    pruneSource: false,
    compress: true,
    allowRules: ALWAYS_CRITICAL,
    logLevel: 'warn',
  });
  const processed = await beasties.process(decodeClassAttributes(html));
  // Every @font-face comes along: the page's font-family is a custom property (--font-sans), which
  // Beasties does not resolve, so it would drop the faces and the first paint would not use the typeface.
  const fontFaces = [...sheets.values()].flatMap((sheet) => sheet.match(FONT_FACE) ?? []).join('');
  const pruned = hrefs.map((href) => {
    // Beasties puts each sheet's pruned CSS in a <style> just before its link.
    const end = processed.indexOf(`</style><link rel="stylesheet" href="${href}"`);
    const start = processed.lastIndexOf('<style>', end);
    if (end < 0 || start < 0) throw new Error(`No critical CSS came out for ${href}`);
    return processed.slice(start + '<style>'.length, end);
  });
  return fontFaces + pruned.join('');
}

/**
 * A preload for every font file of the critical CSS's @font-face rules. The faces are
 * `font-display: optional`, which Chromium honours only for a face preloaded (or cached) and there
 * within ~100 ms; preloaded, the files are asked for with the page instead of after its layout. All
 * of them, not only those this page's text needs: the next page, reached by a link, may need them.
 */
function fontPreloads(css: string): string {
  const files = new Set(
    (css.match(FONT_FACE) ?? []).flatMap((face) => [...face.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((match) => match[1]!)),
  );
  return [...files].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`).join('');
}

/**
 * Beasties reads attribute values without decoding character references, so a class React wrote
 * as `ui:[&amp;_a]:underline` would not match the rule for `ui:[&_a]:underline`. Decoded here, in
 * the copy Beasties reads only.
 */
function decodeClassAttributes(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
  return html.replace(/\sclass="[^"]*"/g, (attribute) => attribute.replace(/&(?:amp|#x27|#39|lt|gt);/g, (entity) => entities[entity]!));
}

function stylesheetHrefs(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
}

/**
 * The page with its critical CSS in a `<style>` where its first stylesheet was, and each full
 * stylesheet `disabled`: a disabled sheet is neither fetched nor applied, so nothing blocks the
 * first paint and nothing shares the link with it. The page's scripts enable the sheets once the
 * page has painted (for the menus, dialogs and states the prerendered HTML does not show), and
 * without JavaScript the `<noscript>` copies load them. The links stay where React rendered them,
 * so hydration finds them and adds none.
 */
export function inlineCriticalCss(html: string, css: string): string {
  let first = true;
  return html.replace(STYLESHEET_LINK, (link: string, href: string) => {
    const style = first ? `${fontPreloads(css)}<style>${css.replaceAll('</style', '<\\/style')}</style>` : '';
    first = false;
    const deferred = link.replace(/\s*\/>$/, ` ${DEFERRED_STYLESHEET}="" disabled=""/>`);
    return `${style}${deferred}<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
  });
}
