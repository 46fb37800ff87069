import type { ReactNode } from 'react';
import { cn } from '@company/ui';
import { Breakable } from './breakable';

/** The dark banner that opens each page, with the page's one h1. On paper, which prints no backgrounds, dark text on white. */
export function PageHero({ eyebrow, title, children, aside }: { eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-plasma-950 text-white print:bg-white print:text-ink-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 print:hidden bg-[radial-gradient(ellipse_at_top_right,rgba(123,134,244,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(34,211,238,0.18),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-page gap-10 px-4 py-16 md:py-24 lg:grid-cols-[3fr_2fr] lg:items-center lg:px-8 print:py-4">
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-glow-200 uppercase print:text-plasma-800">{eyebrow}</p> : null}
          <h1 className="mt-3 text-display font-bold text-balance">
            <Breakable text={title} />
          </h1>
          <div className="mt-6 max-w-prose space-y-4 text-lg text-ink-200 print:text-ink-800">{children}</div>
        </div>
        {aside}
      </div>
    </section>
  );
}

export function Section({
  title,
  lead,
  children,
  className,
  id,
  contained = true,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Centred in the page's width with its side padding; false inside a column that has them already. */
  contained?: boolean;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 md:py-20 print:py-4', className)}>
      <div className={contained ? 'mx-auto max-w-page px-4 lg:px-8' : undefined}>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink-900 text-balance">
          {title}
        </h2>
        {lead ? <p className="mt-3 max-w-prose text-lg text-ink-700">{lead}</p> : null}
        <div className={lead ? 'mt-8' : 'mt-6'}>{children}</div>
      </div>
    </section>
  );
}
