import { Button, ComparisonTable, DonutChart, StepList } from '@company/ui';
import { fileType, track } from '~/analytics';
import { CardGrid } from '~/components/card-grid';
import { PageHero, Section } from '~/components/page';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { serviceSupport } from '~/content/pages/service-support';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/service-support';
import type { RouteHandle } from '~/config/navigation';

// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

export const loader = () => serviceSupport;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/service-support' });

const linkClasses = 'font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900';

export default function ServiceSupport({ loaderData: page }: Route.ComponentProps) {
  const { hero, warranty, comparison, costOfOwnership, plans, process, guide, hours, ctas, closing } = page;
  return (
    <>
      <PageHero title={hero.title}>
        <p>{hero.lead}</p>
        <div className="flex flex-wrap gap-3 pt-4">
          {hero.actions.map((action, index) => (
            <LinkButton key={action.href} href={action.href} size="lg" variant={index === 0 ? 'inverse' : 'outlineInverse'}>
              {action.label}
            </LinkButton>
          ))}
        </div>
      </PageHero>

      <Section title={warranty.title} lead={warranty.lead}>
        <CardGrid items={warranty.items} tone="outline" />
      </Section>

      <Section title={comparison.title} lead={comparison.lead} className="bg-ink-50">
        <ComparisonTable caption={comparison.caption} columns={comparison.table.columns} rows={comparison.table.rows} highlightColumn={1} />
        <p className="mt-6">
          <RouterLink href={comparison.cta.href} className={linkClasses}>
            {comparison.cta.label}
          </RouterLink>
        </p>
      </Section>

      <Section title={costOfOwnership.title} lead={costOfOwnership.lead}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <DonutChart
            title={costOfOwnership.chartLabel}
            segments={costOfOwnership.shares.map((share) => ({ label: share.label, value: share.percent }))}
          />
          <div>
            <dl className="space-y-4">
              {costOfOwnership.shares.map((share) => (
                <div key={share.label}>
                  <dt className="font-semibold">
                    {share.label}: {share.percent}%
                  </dt>
                  <dd className="text-ink-700">{share.body}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 text-ink-700">{costOfOwnership.note}</p>
            <p className="mt-4">
              <RouterLink href={costOfOwnership.cta.href} className={linkClasses}>
                {costOfOwnership.cta.label}
              </RouterLink>
            </p>
          </div>
        </div>
      </Section>

      <Section title={plans.title} lead={plans.lead} className="bg-ink-50">
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.items.map((plan) => (
            <li key={plan.name} className="flex flex-col rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              <p className="mt-2">
                <span className="text-3xl font-bold text-plasma-800">{plan.price}</span> <span className="text-ink-700">{plan.period}</span>
              </p>
              <p className="mt-3 text-ink-700">{plan.description}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-ink-800">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p className="mt-6">
                <RouterLink href={plan.cta.href} className={linkClasses}>
                  {plan.cta.label}
                  <span className="sr-only"> ({plan.name})</span>
                </RouterLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={process.title} lead={process.lead}>
        <StepList steps={process.steps} />
        <div className="mt-10 rounded-card border border-ink-200 p-6">
          <h3 className="text-lg font-semibold">{guide.title}</h3>
          <p className="mt-2 max-w-prose text-ink-700">{guide.description}</p>
          <Button asChild className="mt-4" variant="secondary">
            <a
              href={guide.href}
              download={guide.fileName}
              onClick={() => track('Document Downloaded', { fileName: guide.fileName, fileType: fileType(guide.fileName) })}
            >
              {guide.label}
            </a>
          </Button>
        </div>
      </Section>

      <section aria-labelledby="service-closing" className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
        <div className="mx-auto grid max-w-page gap-10 px-4 py-16 lg:grid-cols-[2fr_1fr] lg:px-8 print:py-4">
          <div>
            <h2 id="service-closing" className="text-3xl font-bold">
              {closing.title}
            </h2>
            <p className="mt-3 max-w-prose text-lg text-ink-200 print:text-ink-800">{closing.body}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {[ctas.service, ctas.expert, ctas.compare].map((action, index) => (
                <LinkButton key={action.href} href={action.href} size="lg" variant={index === 0 ? 'inverse' : 'outlineInverse'}>
                  {action.label}
                </LinkButton>
              ))}
            </div>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{hours.title}</h3>
            <dl className="mt-3 space-y-2 text-ink-200 print:text-ink-800">
              {hours.items.map((item) => (
                <div key={item.label}>
                  <dt className="font-semibold text-white print:text-ink-950">{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
