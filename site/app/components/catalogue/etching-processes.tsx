import { Section } from '~/components/page';
import { TextLink } from '~/components/text-link';
import type { CataloguePage } from '~/content/pages/catalogue';

/** The four ways to etch, each with the system or configuration that does it, and the way into the process library. */
export function EtchingProcesses({ copy }: { copy: CataloguePage['etchingProcesses'] }) {
  return (
    <Section title={copy.title} lead={copy.lead}>
      <ul className="grid gap-6 md:grid-cols-2">
        {copy.items.map((item) => (
          <li key={item.name} className="rounded-card border border-ink-200 p-6">
            <h3 className="text-lg font-semibold">{item.name}</h3>
            <p className="mt-2 text-ink-700">{item.body}</p>
            <p className="mt-4">
              <TextLink href={item.link.href}>{item.link.label}</TextLink>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <TextLink href={copy.library.href}>{copy.library.label}</TextLink>
      </p>
    </Section>
  );
}
