import type { LinkProps } from '@company/ui';
import { Link } from 'react-router';

/** A path to a file (a PDF, an image) rather than a page: the browser fetches it, not the router. */
export const isFile = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);

/** Adapts React Router's Link to the library's `href`-based link component. */
export function RouterLink({ href, children, ...props }: LinkProps) {
  if (isFile(href) || /^[a-z]+:/i.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}
