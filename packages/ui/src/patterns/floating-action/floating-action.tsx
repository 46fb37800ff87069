import * as React from 'react';
import { cn } from '../../lib/cn';

export type FloatingActionProps = Omit<React.ComponentProps<'button'>, 'children' | 'onClick'> & {
  /** The button's text, e.g. 'Contact Sales Team' (an icon inside should be `aria-hidden`). */
  children: React.ReactNode;
  /** What the button does, e.g. open the quote dialog. */
  onClick: React.MouseEventHandler<HTMLButtonElement>;
  /** How far (px) the page must be scrolled before the button appears. */
  threshold?: number;
  /**
   * A CSS selector for what the button must never cover. While such an element reaches into the
   * bottom of the screen (the site footer as the page ends, a cookie banner pinned to the bottom),
   * the button rides just above it; if there is no room left above it, the button goes away.
   */
  avoid?: string;
};

export const FLOATING_ACTION_AVOID = '[data-slot="site-footer"], [data-slot="cookie-banner"], [data-floating-action-avoid]';

const GAP = 16; // px between the button and the screen's edge or what it avoids
const FALLBACK_HEIGHT = 56; // used to judge the room before the button has been measured

type Placement = { shown: boolean; lift: number };
const HIDDEN: Placement = { shown: false, lift: 0 };

/**
 * A floating call to action, fixed bottom right, that appears once the page has been scrolled
 * more than `threshold` px. While it is not shown it is not rendered at all, so neither the
 * keyboard nor assistive technology meets it. It sits inside the safe-area insets (notches, home
 * indicators), keeps clear of the footer and of a cookie banner (see `avoid`), and fades in
 * (sliding, unless the visitor asked for reduced motion).
 *
 * Position: the CSS custom properties `--floating-action-right` and `--floating-action-bottom`
 * (default 1rem) move it, e.g. to make room for a chat launcher in the same corner.
 */
export function FloatingAction({
  children,
  onClick,
  threshold = 500,
  avoid = FLOATING_ACTION_AVOID,
  className,
  style,
  type = 'button',
  ...props
}: FloatingActionProps) {
  const [placement, setPlacement] = React.useState<Placement>(HIDDEN);
  const button = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = place(threshold, avoid, button.current);
      setPlacement((current) => (current.shown === next.shown && current.lift === next.lift ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold, avoid]);

  if (!placement.shown) return null;
  return (
    <button
      ref={button}
      type={type}
      data-slot="floating-action"
      onClick={onClick}
      className={cn(
        'ui:fixed ui:z-[900] ui:inline-flex ui:min-h-12 ui:items-center ui:justify-center ui:gap-2 ui:rounded-full ui:px-6 ui:text-base ui:font-semibold ui:print:hidden',
        'ui:bg-plasma-700 ui:text-white ui:shadow-lg ui:shadow-ink-950/25 ui:hover:bg-plasma-800',
        'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
        // Draws a white ring under the focus outline so it shows on dark surfaces as well as light.
        'ui:focus-visible:ring-2 ui:focus-visible:ring-white',
        'ui:[&_svg]:size-5 ui:[&_svg]:shrink-0',
        'ui:transition-opacity ui:duration-200 ui:ease-out ui:starting:opacity-0',
        'ui:motion-safe:transition-[opacity,translate] ui:motion-safe:starting:translate-y-4',
        className,
      )}
      style={{
        right: 'calc(var(--floating-action-right, 1rem) + env(safe-area-inset-right, 0px))',
        bottom: `calc(var(--floating-action-bottom, 1rem) + env(safe-area-inset-bottom, 0px) + ${placement.lift}px)`,
        ...style,
      }}
      {...props}
    >
      {children}
    </button>
  );
}

/** Whether to show the button, and how far to lift it above whatever it must not cover. */
function place(threshold: number, avoid: string, button: HTMLElement | null): Placement {
  if (window.scrollY <= threshold) return HIDDEN;
  const viewportHeight = window.innerHeight;
  const viewportWidth = document.documentElement.clientWidth;
  const box = button?.getBoundingClientRect();
  const height = box?.height || FALLBACK_HEIGHT;
  // The band the button occupies when not lifted (its left edge; the whole right half before it is measured).
  const left = box ? box.left : viewportWidth / 2;
  const bandTop = viewportHeight - GAP - height;
  let lift = 0;
  for (const element of avoid ? document.querySelectorAll(avoid) : []) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const reachesBand = rect.top < viewportHeight && rect.bottom > bandTop;
    const overlapsColumn = rect.right > left && rect.left < viewportWidth;
    if (reachesBand && overlapsColumn) lift = Math.max(lift, viewportHeight - rect.top);
  }
  // No room above what it avoids (the footer fills the screen): not shown.
  if (lift > 0 && viewportHeight - lift - GAP - height < GAP) return HIDDEN;
  return { shown: true, lift: Math.round(lift) };
}
