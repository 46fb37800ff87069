import { cn } from '@company/ui';

/**
 * The visible marker of a differing row: a quiet word beside the tint, so it reads without colour. On paper,
 * where no tint prints, a narrow sign keeps the row's label on one line.
 */
export function DiffersMark({ label, sign }: { label: string; sign: string }) {
  return (
    <>
      <span className={cn('inline-block text-xs font-semibold text-plasma-800', 'print:hidden')}>{label}</span>
      <span aria-hidden="true" className="hidden font-bold print:inline">
        {sign}
      </span>
    </>
  );
}
