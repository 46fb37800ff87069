import type { ReactNode } from 'react';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';

/** The page's own closing call to action (in place of the shell's band), with the page's actions. */
export function RequestInformation({
  copy,
  shortName,
  actions,
}: {
  copy: (typeof productPage)['requestInformation'];
  shortName: string;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby="request-information" className="bg-plasma-950 text-white print:hidden">
      <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
        <h2 id="request-information" className="text-3xl font-bold">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-ink-200">{fill(copy.body, { shortName })}</p>
        <div className="mt-8">{actions}</div>
      </div>
    </section>
  );
}
