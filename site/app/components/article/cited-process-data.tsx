import { TextLink } from '~/components/text-link';
import type { articlePage } from '~/content/pages/article';

/** The process-library entries the article prints figures from, each linked to its conditions; nothing when it cites none. */
export function CitedProcessData({
  copy,
  cited,
}: {
  copy: (typeof articlePage)['processData'];
  cited: { id: string; label: string; system: string; href: string }[];
}) {
  if (cited.length === 0) return null;
  return (
    <section aria-labelledby="process-data" className="mt-12 rounded-card border border-ink-200 p-5">
      <h2 id="process-data" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{copy.lead}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {cited.map((entry) => (
          <li key={entry.id}>
            <TextLink href={entry.href}>{entry.label}</TextLink> <span className="text-ink-700">({entry.system})</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <TextLink href="/processes">{copy.library}</TextLink>
      </p>
    </section>
  );
}
