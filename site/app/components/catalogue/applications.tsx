import { Section } from '~/components/page';
import { TextLink } from '~/components/text-link';
import type { CataloguePage } from '~/content/pages/catalogue';

/** The research areas the systems are configured for most often, and the way to ask about another. */
export function Applications({ copy }: { copy: CataloguePage['applications'] }) {
  return (
    <Section title={copy.title} lead={copy.lead} className="bg-ink-50">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-card bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-plasma-800">{item.title}</h3>
            <p className="mt-2 text-ink-700">{item.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <TextLink href={copy.link.href}>{copy.link.label}</TextLink>
      </p>
    </Section>
  );
}
