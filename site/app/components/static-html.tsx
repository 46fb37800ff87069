import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isFile } from './router-link';

/**
 * True from the moment the page's script starts until the first page's hydration has committed. While
 * it is true, what a `StaticHtml` holds is already on screen, prerendered.
 */
let firstHydration = typeof document !== 'undefined';

/** Called once the first page has hydrated: from then on, pages the router shows render in full. */
export function endFirstHydration() {
  firstHydration = false;
}

/**
 * Hands clicks on the same-site page links inside an element to the router, so links in HTML that
 * React did not render (prerendered, or set as inner HTML) move within the site without a page load.
 * Files, other sites, new tabs, downloads and jumps within the page stay the browser's.
 */
export function useRouterForLinksIn(ref: RefObject<HTMLElement | null>, enabled = true) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const followLink = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || isFile(url.pathname)) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', followLink);
    return () => element.removeEventListener('click', followLink);
  }, [ref, enabled, navigate]);
}

/**
 * Content with nothing to respond to (text, tables, figures, plain links) that hydration leaves as the
 * prerendered HTML: React keeps the element and skips everything inside it, so a long section costs a
 * phone no script time when the page loads. Once the address changes (a click on a link), the children
 * render as usual, since the HTML kept is that of the first address.
 *
 * Links inside still move within the site without a page load. Anything that needs React (a button,
 * state, an effect) must sit outside.
 */
export function StaticHtml({ children, ...props }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  // The page's path: a visit to another path that renders the same route (one product page to the next)
  // must show that page's content, not keep this one's, and coming back renders it afresh. The content
  // does not depend on the query, so a control that keeps its state there (the estimate) changes nothing.
  const { pathname } = useLocation();
  const [prerenderedFor, setPrerenderedFor] = useState(() => (firstHydration ? pathname : undefined));
  if (prerenderedFor !== undefined && prerenderedFor !== pathname) setPrerenderedFor(undefined);
  const keepPrerendered = prerenderedFor === pathname;
  const ref = useRef<HTMLDivElement>(null);
  // Rendered children are router links already; the prerendered ones need the router handed to them.
  useRouterForLinksIn(ref, keepPrerendered);

  if (keepPrerendered) {
    // React neither compares nor replaces inner HTML it is given while hydrating: the prerendered content stays.
    return <div {...props} ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div {...props} ref={ref}>
      {children}
    </div>
  );
}
