import { Section } from '~/components/page';
import { TextLink } from '~/components/text-link';
import type { CataloguePage } from '~/content/pages/catalogue';

/** The warranty and service terms every system comes with, and the way to the service plans. */
export function WarrantyAndService({ copy }: { copy: CataloguePage['warranty'] }) {
  return (
    <Section title={copy.title} lead={copy.lead}>
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-card border border-ink-200 p-6">
            <h3 className="text-lg font-semibold">{item.title}</h3>
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
