import type { LinkProps } from '../../src/lib/link';

/** Where the stand-in router link was asked to go, in order (cleared by the stories that read it). */
export const navigations: string[] = [];

/** A router's link, standing in: records where it would go instead of leaving the story. */
export function RouterLink({ href, onClick, children, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigations.push(href);
      }}
    >
      {children}
    </a>
  );
}
