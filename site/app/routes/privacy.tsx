import { PageHero } from '~/components/page';
import { privacy } from '~/content/privacy';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/privacy';
import type { RouteHandle } from '~/config/navigation';

// Content is read at build time: it reaches the browser in the prerendered HTML, not in the bundle.
// No closing band from the shell: no place for a sales pitch.
export const handle: RouteHandle = { ownClosingBand: true };

export const loader = () => privacy;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/privacy' });

export default function Privacy({ loaderData: privacy }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Privacy Policy">
        <p>
          Last updated <time dateTime="2025-09-14">{privacy.lastUpdated}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
        <div className="max-w-prose space-y-10 text-lg text-ink-700">
          <p>{privacy.intro}</p>
          {privacy.sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h2 className="text-2xl font-bold text-ink-900">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.email ? (
                <p className="mt-4">
                  <a href={`mailto:${section.email}`} className="font-semibold text-plasma-700 underline">
                    {section.email}
                  </a>
                </p>
              ) : null}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
