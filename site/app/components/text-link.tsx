import type { LinkProps } from '@company/ui';
import { RouterLink } from './router-link';

/** The site's link in running text and under a section's content: bold, underlined, in the brand colour. */
export function TextLink(props: Omit<LinkProps, 'className'>) {
  return <RouterLink {...props} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900" />;
}
