import { cn } from '@company/ui';
import { facilityRequirementsId } from '~/components/facility-requirements';
import type { productPage } from '~/content/pages/product';

const linkClasses = cn(
  'inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-ink-700',
  'hover:border-plasma-300 hover:text-plasma-800 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-plasma-500',
);

/**
 * The page's sections, in order, in a navigation that stays under the sticky header (4rem), so a section is one
 * tap away wherever the reader is. `configurations` are the system's own sections, after its processes.
 */
export function ProductSectionNav({
  copy,
  configurations,
}: {
  copy: (typeof productPage)['sectionNav'];
  configurations: { id: string; navLabel: string }[];
}) {
  const sections = [
    { id: 'overview', label: copy.overview },
    { id: 'specifications', label: copy.specifications },
    { id: 'processes', label: copy.processes },
    ...configurations.map((section) => ({ id: section.id, label: section.navLabel })),
    { id: facilityRequirementsId, label: copy.facility },
    { id: 'estimate', label: copy.estimate },
    { id: 'downloads', label: copy.downloads },
  ];
  return (
    <nav aria-label={copy.label} className="sticky top-16 z-20 border-b border-ink-200 bg-white/95 backdrop-blur-sm print:hidden">
      <ul className="mx-auto flex max-w-page gap-1 overflow-x-auto px-2 lg:px-6">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a href={`#${section.id}`} className={linkClasses}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
