import { Button } from '@company/ui';
import { contactSales, downloadDatasheet } from '~/content/calls-to-action';

/** The page's two actions, on its first screen and again at its end: ask sales for a quote, or get the datasheet. */
export function ProductActions({ onRequestQuote, onDownloadDatasheet }: { onRequestQuote: () => void; onDownloadDatasheet: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button size="lg" variant="inverse" onClick={onRequestQuote}>
        {contactSales}
      </Button>
      <Button size="lg" variant="outlineInverse" onClick={onDownloadDatasheet}>
        {downloadDatasheet}
      </Button>
    </div>
  );
}
