import { cn } from '@company/ui';
import type { ReactNode } from 'react';
import { facilityRequirementsId } from '~/components/facility-requirements';
import type { productPage } from '~/content/pages/product';

const linkClasses = cn(
  'inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-ink-700',
  'hover:border-plasma-300 hover:text-plasma-800 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-plasma-500',
);

/**
 * The page's sections, in order, in a bar that stays under the sticky header (4rem), so a section is one
 * tap away wherever the reader is. `configurations` are the system's own sections, after its processes.
 * `action` sits at the bar's end, so a phone's call to action never floats over the text. On a screen too
 * short to spare the room (a landscape phone, a page zoomed far in) the bar scrolls away with the page.
 */
export function ProductSectionNav({
  copy,
  configurations,
  action,
}: {
  copy: (typeof productPage)['sectionNav'];
  configurations: { id: string; navLabel: string }[];
  action?: ReactNode;
}) {
  const sections = [
    { id: 'overview', label: copy.overview },
    { id: 'processes', label: copy.processes },
    { id: 'estimate', label: copy.estimate },
    { id: 'specifications', label: copy.specifications },
    ...configurations.map((section) => ({ id: section.id, label: section.navLabel })),
    { id: facilityRequirementsId, label: copy.facility },
    { id: 'downloads', label: copy.downloads },
  ];
  return (
    <div className="z-20 border-b border-ink-200 bg-white/95 backdrop-blur-sm tall:sticky tall:top-16 print:hidden">
      <div className="mx-auto flex max-w-page items-center gap-2 pr-2 lg:px-6">
        <nav aria-label={copy.label} className="min-w-0 flex-1">
          <ul className="flex gap-1 overflow-x-auto px-2 lg:px-0">
            {sections.map((section) => (
              <li key={section.id} className="shrink-0">
                <a href={`#${section.id}`} className={linkClasses}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {action}
      </div>
    </div>
  );
}
