import { Button, StepList } from '@company/ui';
import { useState } from 'react';
import { BudgetKit } from '~/components/budget-kit';
import { CardGrid } from '~/components/card-grid';
import { DownloadDialog, QuoteRequestDialog } from '~/components/lead-dialogs';
import { PageHero, Section } from '~/components/page';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { startupPackage } from '~/content/pages/startup-package';
import { kitEstimates } from '~/lib/estimate-catalogue';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/startup-package';
import type { RouteHandle } from '~/config/navigation';

// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

// The kit is priced here, so the page does not load every system's prices to price three.
export const loader = () => ({ ...startupPackage, kitEstimates: kitEstimates(startupPackage.budgetKit.systems) });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/startup-package' });

export default function StartupPackage({ loaderData: page }: Route.ComponentProps) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const { hero, eligibility, benefits, includes, products, budgetKit, kitEstimates: estimates, trust, warranty, steps, cta } = page;
  const quoteButton = (variant: 'inverse' | 'primary') => (
    <Button size="lg" variant={variant} onClick={() => setQuoteOpen(true)}>
      {hero.primary.label}
    </Button>
  );

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
        <div className="flex flex-wrap gap-3 pt-4">
          {quoteButton('inverse')}
          <Button size="lg" variant="outlineInverse" onClick={() => setGuideOpen(true)}>
            {hero.secondary.label}
          </Button>
        </div>
      </PageHero>

      <Section title={eligibility.title}>
        <div className="max-w-prose text-lg text-ink-700">
          <p>{eligibility.body}</p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {eligibility.criteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={benefits.title} lead={benefits.lead} className="bg-ink-50">
        <CardGrid items={benefits.items} />
      </Section>

      <Section title={includes.title} lead={includes.lead}>
        <CardGrid items={includes.items} columns={2} tone="outline" />
      </Section>

      <Section title={products.title} lead={products.lead} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.items.map((item) => (
            <li key={item.href} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">
                <RouterLink href={item.href} className="text-plasma-800 underline underline-offset-4 hover:text-plasma-950">
                  {item.name}
                </RouterLink>
              </h3>
              <p className="mt-2 text-ink-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={budgetKit.title} lead={budgetKit.lead} id="budget-kit">
        <BudgetKit estimates={estimates} totalLabel={budgetKit.totalLabel} />
      </Section>

      <section aria-labelledby="startup-trust" className="bg-plasma-950 text-white">
        <div className="mx-auto grid max-w-page gap-8 px-4 py-14 md:grid-cols-2 lg:px-8">
          <div>
            <p className="text-5xl font-bold text-glow-200">{trust.value}</p>
            <h2 id="startup-trust" className="mt-2 text-2xl font-bold">
              {trust.label}
            </h2>
            <p className="mt-3 text-ink-200">{trust.body}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold">{warranty.title}</h2>
            <p className="mt-3 text-ink-200">{warranty.body}</p>
          </div>
        </div>
      </section>

      <Section title={steps.title}>
        <StepList steps={steps.items} />
      </Section>

      <section aria-labelledby="startup-cta" className="bg-ink-50">
        <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
          <h2 id="startup-cta" className="text-3xl font-bold">
            {cta.title}
          </h2>
          <p className="mt-3 max-w-prose text-lg text-ink-700">{cta.body}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {quoteButton('primary')}
            <LinkButton href={cta.contact.href} size="lg" variant="secondary">
              {cta.contact.label}
            </LinkButton>
          </div>
        </div>
      </section>

      <QuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} productName={hero.primary.productName} />
      <DownloadDialog open={guideOpen} onOpenChange={setGuideOpen} file={hero.secondary} />
    </>
  );
}
