import { cn } from '@company/ui';

/**
 * The visible marker of a differing row: a word, not only the tint, so it reads without colour. On paper,
 * where no tint prints, a narrow sign keeps the row's label on one line.
 */
export function DiffersMark({ label, sign }: { label: string; sign: string }) {
  return (
    <>
      <span
        className={cn(
          'inline-block rounded-full border border-plasma-700 bg-plasma-100 px-2 py-0.5 text-xs font-semibold text-plasma-900',
          'print:hidden',
        )}
      >
        {label}
      </span>
      <span aria-hidden="true" className="hidden font-bold print:inline">
        {sign}
      </span>
    </>
  );
}
