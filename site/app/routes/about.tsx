import { PageHero, Section } from '~/components/page';
import { company } from '~/config/company';
import { about } from '~/content/about';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/about';

// Content is read at build time: it reaches the browser in the prerendered HTML, not in the bundle.
export const loader = () => about;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/about' });

export default function About({ loaderData: about }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={about.hero.title}>
        <p>{about.hero.lead}</p>
        <p className="text-base">
          Federal registration (SAM Unique Entity ID): <span className="font-mono font-semibold text-white">{company.uei}</span>
        </p>
      </PageHero>
      <Section title={about.story.title}>
        <div className="max-w-prose space-y-5 text-lg text-ink-700">
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={about.values.title} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {about.values.items.map((value) => (
            <li key={value.title} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-plasma-800">{value.title}</h3>
              <p className="mt-3 text-ink-700">{value.body}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
