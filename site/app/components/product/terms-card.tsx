import { Button } from '@company/ui';
import { contactSales, downloadDatasheet } from '~/content/calls-to-action';
import type { productPage } from '~/content/pages/product';

/**
 * The system's terms at a glance (indicative price, lead time, warranty) with the page's actions, beside the
 * reading column on a wide screen; on a phone the floating button does its job.
 */
export function ProductTermsCard({
  copy,
  productName,
  terms,
  onRequestQuote,
  onDownloadDatasheet,
}: {
  copy: (typeof productPage)['terms'];
  productName: string;
  terms: { price: string; leadTime: string; warranty: string };
  onRequestQuote: () => void;
  onDownloadDatasheet: () => void;
}) {
  return (
    <aside aria-labelledby="product-card-title" className="hidden lg:block print:hidden">
      <div className="sticky top-32 mt-12 rounded-card border border-ink-200 bg-white p-6 shadow-md md:mt-16">
        <h2 id="product-card-title" className="font-semibold text-ink-900">
          {productName}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-ink-600">{copy.price}</dt>
            <dd className="text-xl font-bold text-plasma-800 tabular-nums">{terms.price}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{copy.leadTime}</dt>
            <dd className="font-semibold text-ink-900">{terms.leadTime}</dd>
          </div>
          <div>
            <dt className="text-ink-600">{copy.warranty}</dt>
            <dd className="font-semibold text-ink-900">{terms.warranty}</dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-3">
          <Button onClick={onRequestQuote}>{contactSales}</Button>
          <Button variant="secondary" onClick={onDownloadDatasheet}>
            {downloadDatasheet}
          </Button>
        </div>
        <p className="mt-4 text-xs text-ink-600">{copy.reply}</p>
      </div>
    </aside>
  );
}
