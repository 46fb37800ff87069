import { Button } from '@company/ui';
import { useState } from 'react';
import { downloadSiteReadiness, getEstimate, prepareSoleSourceDraft } from '~/content/calls-to-action';
import { siteReadinessSheet, type GatedDocument } from '~/content/documents';
import { purchasingDocumentEvents } from '~/lib/purchasing-events';
import { formatPriceRange } from '~/content/commercial';
import { estimateSummary, type Estimate } from '~/lib/estimate';
import { configurationToParams } from '~/lib/estimate-address';
import { DownloadDialog, EstimateDialog } from './lead-dialogs';
import { LinkButton } from './link-button';
import { RouterLink } from './router-link';

/**
 * A tool set for a new lab: per system its configuration, price range and lead time, its estimate and its
 * site-readiness sheet (each through the download form), and a link to its product page's picker with the
 * kit's configuration, where the buyer ticks the processes a sole-source draft states; and the set's total.
 */
export function BudgetKit({ estimates, totalLabel }: { estimates: Estimate[]; totalLabel: string }) {
  const [open, setOpen] = useState<Estimate | null>(null);
  const [download, setDownload] = useState<{ document: GatedDocument; estimate: Estimate } | null>(null);
  const total = formatPriceRange({
    low: estimates.reduce((sum, estimate) => sum + estimate.total.low, 0),
    high: estimates.reduce((sum, estimate) => sum + estimate.total.high, 0),
    ...(estimates.some((estimate) => estimate.total.openEnded) ? { openEnded: true } : {}),
  });

  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {estimates.map((estimate) => {
          const titleId = `kit-${estimate.product.slug}`;
          const picker = `/products/${estimate.product.slug}?${configurationToParams(new URLSearchParams(), {
            waferSizeMm: estimate.waferSizeMm,
            options: estimate.options.map((option) => option.id),
            processes: [],
          })}#estimate`;
          return (
            <li key={estimate.product.slug} className="flex flex-col rounded-card border border-ink-200 bg-white p-6">
              <h3 id={titleId} className="text-lg font-semibold text-ink-900">
                {estimate.product.name}
              </h3>
              <p className="mt-1 text-2xl font-bold text-plasma-800 tabular-nums">{estimate.priceRange}</p>
              <dl className="mt-3 grow space-y-1 text-sm">
                {estimateSummary(estimate)
                  .filter(([label]) => label !== 'System')
                  .map(([label, value]) => (
                    <div key={label} className="flex flex-wrap gap-x-2">
                      <dt className="text-ink-600">{label}:</dt>
                      <dd className="text-ink-900">{value}</dd>
                    </div>
                  ))}
              </dl>
              <div className="mt-5 grid gap-2">
                <Button variant="secondary" aria-describedby={titleId} onClick={() => setOpen(estimate)}>
                  {getEstimate}
                </Button>
                {[{ document: siteReadinessSheet(estimate.product), label: downloadSiteReadiness }].map(({ document, label }) => (
                  <Button key={document.fileName} variant="secondary" aria-describedby={titleId} onClick={() => setDownload({ document, estimate })}>
                    {label}
                  </Button>
                ))}
                {/* The draft states the processes the buyer needs, which only the product page's picker asks for. */}
                <LinkButton variant="secondary" href={picker} aria-describedby={titleId}>
                  {prepareSoleSourceDraft}
                </LinkButton>
                <RouterLink
                  href={picker}
                  className="mt-1 justify-self-start text-sm font-medium text-plasma-800 underline underline-offset-2 hover:no-underline"
                >
                  Change the configuration of the {estimate.product.shortName}
                </RouterLink>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-card bg-plasma-50 p-5">
        <span className="font-semibold text-ink-900">{totalLabel}</span>
        <span className="text-2xl font-bold text-plasma-800 tabular-nums">{total}</span>
      </p>
      {open && <EstimateDialog open onOpenChange={(isOpen) => !isOpen && setOpen(null)} estimate={open} />}
      {download && (
        <DownloadDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDownload(null)}
          file={download.document}
          onDownloaded={purchasingDocumentEvents(download.estimate.product)[download.document.fileName]}
        />
      )}
    </>
  );
}
