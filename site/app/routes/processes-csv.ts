import { catalogueCsv } from '~/content/processes/library';

// Prerendered to /processes.csv at build time: the process library as a spreadsheet.
export function loader() {
  return new Response(catalogueCsv(), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="processes.csv"' },
  });
}
