import type { LinkProps } from '@company/ui';
import { Link } from 'react-router';

/** Adapts React Router's Link to the library's `href`-based link component. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}
