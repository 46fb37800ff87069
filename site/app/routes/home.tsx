import { Hero } from '@company/ui';
import { Breakable, KeepHyphenated } from '~/components/breakable';
import { Section } from '~/components/page';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { Testimonials, TrustStrip } from '~/components/trust';
import { ProductPicture } from '~/components/product-picture';
import { home } from '~/content/home';
import { testimonials } from '~/content/testimonials';
import { trustFigures, trustFiguresNote } from '~/content/trust';
import { productPicture } from '~/content/product-art';
import type { ProductSlug } from '~/content/products';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/home';
import { viewSeries } from '~/content/calls-to-action';
import { StaticHtml } from '~/components/static-html';

// Content is read at build time: it reaches the browser in the prerendered HTML, not in the bundle.
export const loader = () => ({
  ...home,
  heroPicture: productPicture(home.hero.picture),
  trust: { figures: trustFigures, note: trustFiguresNote },
  testimonials,
  pictures: Object.fromEntries(home.products.cards.map((card) => [card.href, productPicture(card.href.split('/').pop() as ProductSlug)])),
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, heroPicture, trust, products, technologies, research, partners, testimonials, pictures } = loaderData;
  // Nothing on the page responds to a visitor but its links: hydration leaves it as prerendered.
  return (
    <StaticHtml>
      <Hero
        eyebrow={hero.eyebrow}
        title={<Breakable text={hero.title} />}
        lead={hero.lead}
        actions={
          <>
            <LinkButton href={hero.primary.href} variant="inverse" size="lg">
              {hero.primary.label}
            </LinkButton>
            <LinkButton href={hero.secondary.href} variant="outlineInverse" size="lg">
              {hero.secondary.label}
            </LinkButton>
          </>
        }
        // One of the systems, drawn as every product is drawn across the site; on a phone, under the text.
        media={
          <ProductPicture
            art={heroPicture}
            eager
            sizes="(min-width: 80rem) 480px, (min-width: 64rem) 38vw, 100vw"
            className="mx-auto h-auto w-full max-w-sm rounded-card lg:max-w-xl"
          />
        }
      />

      <TrustStrip figures={trust.figures} note={trust.note} />

      <Section title={products.title} lead={products.lead}>
        <ul className="grid gap-6 md:grid-cols-2">
          {products.cards.map((card) => (
            <li key={card.href} className="flex flex-col overflow-hidden rounded-card border border-ink-200 p-6 shadow-sm">
              <ProductPicture
                art={pictures[card.href]!}
                sizes="(min-width: 80rem) 600px, (min-width: 48rem) 50vw, 100vw"
                className="-mx-6 -mt-6 mb-6 h-auto w-[calc(100%+3rem)] max-w-none bg-plasma-950"
              />
              <h3 className="text-xl font-semibold">{card.name}</h3>
              <p className="mt-3 text-ink-700">{card.summary}</p>
              <ul className="mt-4 grid gap-2 text-sm text-ink-800 sm:grid-cols-2">
                {card.figures.map((figure) => (
                  <li key={figure} className="rounded-control bg-ink-50 px-3 py-2">
                    {figure}
                  </li>
                ))}
              </ul>
              {/* At the card's foot: the buttons of one row line up however long the figures above run. */}
              <div className="mt-auto pt-8">
                <LinkButton href={card.href} variant="secondary">
                  <KeepHyphenated text={viewSeries(card.name)} />
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-lg text-ink-700">
          {products.finder.text}{' '}
          <RouterLink href={products.finder.href} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
            {products.finder.label}
          </RouterLink>
        </p>
      </Section>

      <Section title={technologies.title} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-3">
          {technologies.items.map((item) => (
            <li key={item.title} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-plasma-800">{item.title}</h3>
              <p className="mt-3 text-ink-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={research.title}>
        <div className="max-w-prose">
          <p className="text-lg text-ink-700">{research.body}</p>
          <p className="mt-6">
            <RouterLink href={research.link.href} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
              {research.link.label}
            </RouterLink>
          </p>
        </div>
      </Section>

      <Section title={partners.title} lead={partners.lead} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-3">
          {partners.groups.map((group) => (
            <li key={group.title} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{group.title}</h3>
              <p className="mt-3 text-ink-700">{group.body}</p>
            </li>
          ))}
        </ul>
        <Testimonials items={testimonials} className="mt-10" />
      </Section>
    </StaticHtml>
  );
}
