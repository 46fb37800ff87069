import { cn } from '@company/ui';

/** Titled cards in a responsive grid: the repeated "title and paragraph" blocks of the marketing pages. */
export function CardGrid({
  items,
  columns = 3,
  tone = 'white',
}: {
  items: { title: string; body: string }[];
  columns?: 2 | 3 | 4;
  /** `white` cards sit on a tinted section, `outline` cards on a white one. */
  tone?: 'white' | 'outline';
}) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>
      {items.map((item) => (
        <li key={item.title} className={cn('rounded-card p-6', tone === 'white' ? 'bg-white shadow-sm' : 'border border-ink-200')}>
          <h3 className="text-lg font-semibold text-plasma-800">{item.title}</h3>
          <p className="mt-2 text-ink-700">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
