/**
 * A budgetary estimate: the configuration a visitor chose, priced line by line from the pricing module,
 * with what the price includes, the lead time, how long it holds and its code. Rendered by the site's
 * server when it is asked for (a configuration is the visitor's choice, so it cannot be built ahead), and
 * titled on every page as an estimate, not an offer.
 */
import { callout, contactBlock, coverBand, DocWriter, factTiles } from '@company/documents';
import { company } from '../app/config/company';
import { estimateNote, estimateTerms, formatPriceRange, warranty } from '../app/content/commercial';
import { startupPackage } from '../app/content/pages/startup-package';
import { formatWaferSize } from '../app/content/products/wafers';
import { estimateSummary, rangesNote, formatLeadTime, validUntil, type Estimate } from '../app/lib/estimate';
import { startupPackageApplies } from '../app/lib/estimate-catalogue';
import { companyContact, siteUrl } from './company';

const ESTIMATE_TITLE = 'Budgetary Estimate';

/** '27 November 2026' */
function formatIssueDate(date: Date): string {
  return date.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export async function renderEstimate(estimate: Estimate, issued: Date): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const { product } = estimate;
  const title = `${ESTIMATE_TITLE} ${estimate.code}: ${product.name}`;
  const until = validUntil(issued);
  const w = new DocWriter({
    title,
    subject: `${ESTIMATE_TITLE} for the ${product.name}, not an offer`,
    keywords: [product.name, 'budgetary estimate', 'price range', 'lead time', company.name],
    author: company.name,
    headerLabel: `${ESTIMATE_TITLE} ${estimate.code}  ·  not an offer`,
    companyName: company.name,
    footerNote: `${ESTIMATE_TITLE} ${estimate.code}, issued ${formatIssueDate(issued)}, valid until ${formatIssueDate(until)}. Not an offer.`,
    date: issued,
  });

  w.addPage();
  w.bookmark(title);
  coverBand(w, {
    kicker: `${ESTIMATE_TITLE}  ·  not an offer`,
    eyebrow: `${product.category} · ${product.shortName}`,
    title: `${ESTIMATE_TITLE}: ${product.name}`,
    lead: `The configuration you chose, priced item by item from our current price ranges, with what the price includes and when the system can ship.`,
  });
  factTiles(w, [
    { label: 'Indicative price', value: estimate.priceRange },
    { label: 'Estimate', value: estimate.code },
    { label: 'Lead time', value: formatLeadTime(estimate.leadTimeWeeks) },
    { label: 'Issued', value: formatIssueDate(issued) },
    { label: 'Valid until', value: formatIssueDate(until) },
    { label: 'Wafer size', value: formatWaferSize(estimate.waferSizeMm) },
  ]);

  w.heading('Configuration');
  w.table({
    columns: [
      { header: 'Item', width: 70, kind: 'bold' },
      { header: 'Indicative price (USD)', width: 30 },
    ],
    rows: [...estimate.lines.map((line) => [line.name, formatPriceRange(line.range)]), ['Total, budgetary range', estimate.priceRange]],
    continuedLabel: `Configuration, ${estimate.code} (continued)`,
    note: `${estimateSummary(estimate)
      .map(([label, value]) => `${label}: ${value}`)
      .join('. ')}. ${rangesNote}`,
  });

  w.heading('Terms of the estimate');
  w.bullets([`Warranty: ${warranty.standardWithVisit}.`, ...estimateTerms.map(({ term, full }) => `${term}: ${full}`)], {
    size: 8.8,
    lineHeight: 12.4,
  });

  if (startupPackageApplies(product.slug)) {
    callout(w, {
      title: `${startupPackage.hero.primary.productName}: for new principal investigators`,
      body: `${startupPackage.eligibility.body} Package systems carry a ${warranty.startupExplained}, with recipe development and a facility-planning review.`,
      link: siteUrl('/startup-package'),
    });
  }

  w.heading('What this estimate is');
  w.paragraph(
    `${estimateNote} Quote the estimate code ${estimate.code} when you ask for a quote: it names this configuration. The lead time runs from order to shipment.`,
  );
  w.paragraph(`The system, its specifications and its facility requirements: ${siteUrl(`/products/${product.slug}`)}`);

  w.heading('Contact', { bookmark: true });
  contactBlock(
    w,
    companyContact({
      title: 'Turn this estimate into a quote',
      body: `Write to us with the estimate code ${estimate.code}, or ask an engineer about the configuration.`,
    }),
  );

  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}
