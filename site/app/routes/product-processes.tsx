import { data } from 'react-router';
import { Breadcrumb } from '~/components/breadcrumb';
import { ProcessTable } from '~/components/process-table';
import { StaticHtml } from '~/components/static-html';
import { TextLink } from '~/components/text-link';
import { homeCrumb, productsCrumb } from '~/content/pages/breadcrumbs';
import { productPage } from '~/content/pages/product';
import { processesFor } from '~/content/processes';
import { processRow } from '~/content/processes/rows';
import { productBySlug } from '~/content/products';
import { fill } from '~/lib/fill';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import type { Route } from './+types/product-processes';

/**
 * Every process of one system, with conditions and measurement methods: where the product page's six
 * strongest results lead, and where an article's cited figure links to its row (`#process-<id>`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').at(-2) ?? '';
  const product = productBySlug(slug);
  if (!product) throw data('Product not found', { status: 404 });
  const copy = productPage.allProcesses;
  const productPath = `/products/${product.slug}`;
  const trail = [
    homeCrumb,
    productsCrumb,
    { name: product.shortName, path: productPath },
    { name: fill(copy.crumb, { shortName: product.shortName }), path: `${productPath}/processes` },
  ];
  const groups = [
    { id: 'base', title: null, rows: processesFor(product.slug, null).map(processRow) },
    ...(product.sections ?? []).flatMap((section) =>
      section.processConfiguration
        ? [{ id: section.id, title: section.title, rows: processesFor(product.slug, section.processConfiguration).map(processRow) }]
        : [],
    ),
  ].filter((group) => group.rows.length > 0);
  const count = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return { copy, product: { slug: product.slug, name: product.name, shortName: product.shortName }, productPath, trail, groups, count };
}

export const meta: Route.MetaFunction = ({ loaderData: { copy, product, trail } }) => [
  ...pageMeta({ title: fill(copy.title, product), description: fill(copy.description, product), path: trail.at(-1)!.path }),
  jsonLdMeta(breadcrumbJsonLd(trail)),
];

export default function ProductProcessesPage({ loaderData }: Route.ComponentProps) {
  const { copy, product, productPath, trail, groups } = loaderData;
  return (
    <StaticHtml>
      <section className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8 print:py-0">
          <Breadcrumb trail={trail} listClassName="flex flex-wrap gap-2" />
          <h1 className="mt-6 text-4xl font-bold text-balance md:text-5xl">{fill(copy.title, product)}</h1>
          <p className="mt-4 max-w-prose text-lg text-ink-200 print:text-ink-800">{copy.lead}</p>
        </div>
      </section>
      <div className="mx-auto max-w-page px-4 py-12 lg:px-8">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.title ? `${group.id}-title` : undefined} className="not-first:mt-16">
            {group.title ? (
              <h2 id={`${group.id}-title`} className="mb-6 text-2xl font-bold text-ink-900">
                {group.title}
              </h2>
            ) : null}
            <ProcessTable rows={group.rows} caption={group.title ?? fill(copy.caption, product)} />
          </section>
        ))}
        <p className="mt-10 flex flex-wrap gap-x-8 gap-y-3 print:hidden">
          <TextLink href={productPath}>{fill(copy.back, product)}</TextLink>
          <TextLink href={`/processes?system=${product.slug}`}>{productPage.processes.library.label}</TextLink>
        </p>
      </div>
    </StaticHtml>
  );
}
