import { company } from '~/config/company';
import { catalogueRecords } from '~/content/processes/library';
import { absoluteUrl } from '~/lib/seo';

// Prerendered to /processes.json at build time: the process library as data.
export function loader() {
  const body = {
    title: `${company.name} process catalogue`,
    source: absoluteUrl('/processes'),
    note: 'Typical values; each entry names its system by the slug of its product page (/products/<system>).',
    entries: catalogueRecords().map((record) => ({ ...record, url: absoluteUrl(record.url) })),
  };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
