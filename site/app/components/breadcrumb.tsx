import { useLocation } from 'react-router';
import type { Crumb } from '~/content/pages/breadcrumbs';
import { RouterLink } from './router-link';

/**
 * A page's trail as the visitor reads it, on the dark band that opens the page: a link to each page on the way,
 * then where the page sits, as text, marked as the current page when it is the page shown. The page's meta declares
 * the same list to search engines (`breadcrumbJsonLd`), so the two cannot drift apart. `listClassName` lays the
 * crumbs out; without it they run on as one line of text.
 */
export function Breadcrumb({ trail, listClassName }: { trail: Crumb[]; listClassName?: string }) {
  const { pathname } = useLocation();
  const way = trail.slice(0, -1);
  const here = trail.at(-1)!;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-200 print:text-ink-700">
      <ol className={listClassName}>
        {/* Inline, so the crumbs run on as text in a plain list; a flex list lays them out as blocks. */}
        {way.map((crumb) => (
          <li key={crumb.path} className="inline">
            <RouterLink href={crumb.path} className="underline underline-offset-4 hover:text-white">
              {crumb.name}
            </RouterLink>
            <span aria-hidden="true"> / </span>
          </li>
        ))}
        <li className="inline" aria-current={here.path === pathname ? 'page' : undefined}>
          {here.name}
        </li>
      </ol>
    </nav>
  );
}
