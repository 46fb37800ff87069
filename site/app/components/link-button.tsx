import { buttonVariants, cn, type LinkProps } from '@company/ui';
import { RouterLink } from './router-link';

type LinkButtonProps = LinkProps & Pick<NonNullable<Parameters<typeof buttonVariants>[0]>, 'variant' | 'size'>;

/**
 * A link with a button's look. Styling the router link directly, rather than wrapping it in
 * `<Button asChild>`, keeps the Slot behind `asChild` out of the JavaScript every page loads.
 * Paper cannot be pressed: like the site's buttons, it does not print.
 */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <RouterLink className={buttonVariants({ variant, size, className: cn('print:hidden', className) })} {...props} />;
}
