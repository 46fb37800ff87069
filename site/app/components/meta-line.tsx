import { cn } from '@company/ui';
import type { ReactNode } from 'react';

/**
 * A line of facts separated by middle dots ("Process Engineering · 8 min read", "Ionvale Engineering ·
 * November 19, 2024"). Each fact is kept whole, so a narrow screen wraps between facts, never inside
 * one (no "November" at a line's end with "19, 2024" below), and no wrapped line starts with a dot:
 * every fact carries its dot in front of it, and the dot of the first fact on each line sits in a
 * margin the line's box clips away.
 */
export function MetaLine({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <p className={cn('overflow-hidden', className)}>
      <span className="-ml-[1.25em] flex flex-wrap">
        {items.map((item, index) => (
          <span key={index} className="whitespace-nowrap">
            <span aria-hidden="true" className="inline-block w-[1.25em] text-center">
              {' · '}
            </span>
            {item}
          </span>
        ))}
      </span>
    </p>
  );
}
