import { cn, SpecTable } from '@company/ui';
import { Section } from '~/components/page';
import { ProcessTable } from '~/components/process-table';
import { RouterLink } from '~/components/router-link';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { ProcessRow } from '~/content/processes/rows';
import type { Product } from '~/content/products';

const linkClasses = cn(
  'inline-flex min-h-11 items-center rounded-control border border-plasma-300 bg-white px-4 font-semibold text-plasma-800',
  'hover:bg-plasma-50 focus-visible:outline-3 focus-visible:outline-plasma-500',
);

/**
 * One of the system's own sections (a configuration such as DRIE on the ICP-RIE, or a pointer to where it is):
 * its text, its specifications and processes if it has any, and where to read on.
 */
export function ConfigurationSection({
  copy,
  section,
  processRows,
}: {
  copy: (typeof productPage)['configuration'];
  section: NonNullable<Product['sections']>[number];
  processRows: ProcessRow[] | undefined;
}) {
  return (
    <Section id={section.id} title={section.title} contained={false}>
      <div className="max-w-prose space-y-4 text-lg text-ink-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.specifications ? (
        <SpecTable caption={fill(copy.specifications, { title: section.title })} rows={section.specifications} className="mt-8 max-w-4xl" />
      ) : null}
      {processRows?.length ? (
        <div className="mt-8">
          <ProcessTable rows={processRows} caption={fill(copy.processes, { title: section.title })} headline />
        </div>
      ) : null}
      {section.links?.length ? (
        <ul className="mt-8 flex flex-wrap gap-3">
          {section.links.map((link) => (
            <li key={link.href}>
              <RouterLink href={link.href} className={linkClasses}>
                {link.label}
                <span aria-hidden="true">&nbsp;→</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
