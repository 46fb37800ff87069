import { cn } from '@company/ui';
/** The contents of an article: a link to each of its numbered sections; nothing when it has none. */
export function ArticleContents({ title, sections, className }: { title: string; sections: { id: string; title: string }[]; className?: string }) {
  if (sections.length === 0) return null;
  return (
    <nav aria-label={title} className={className}>
      <h2 className="text-sm font-semibold tracking-wider text-ink-600 uppercase">{title}</h2>
      <ol className="mt-3 space-y-1 border-l-2 border-ink-200">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={cn(
                '-ml-0.5 block border-l-2 border-transparent py-1 pl-3 text-sm text-ink-800 hover:border-plasma-500 hover:text-plasma-800',
                'focus-visible:outline-3 focus-visible:outline-plasma-500',
              )}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
