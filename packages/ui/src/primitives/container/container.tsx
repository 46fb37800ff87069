import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type ContainerProps = React.ComponentProps<'div'> & {
  /**
   * `page` is the page's content column (`--ui-container-page`); `prose` a comfortable reading
   * measure (`--ui-container-prose`), for an article or a form on its own.
   * @defaultValue 'page'
   */
  width?: 'page' | 'prose';
  /**
   * Renders your element (a `main`, a `header`) with the container's classes instead of a `div`.
   * @defaultValue false
   */
  asChild?: boolean;
};

/**
 * The page's content column: centred, no wider than the width token, with side padding that grows
 * from the library's breakpoint, so text never touches the edge of a phone's screen and lines stay
 * readable on a wide one.
 */
export function Container({ width = 'page', asChild = false, className, ...props }: ContainerProps) {
  const Element = asChild ? Slot : 'div';
  return (
    <Element
      data-slot="container"
      data-width={width}
      className={cn('ui:mx-auto ui:w-full ui:px-4 ui:lg:px-8', width === 'page' ? 'ui:max-w-page' : 'ui:max-w-prose', className)}
      {...props}
    />
  );
}
