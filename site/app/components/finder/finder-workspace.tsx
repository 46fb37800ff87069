import type { FinderAnswer, FinderRequest } from '~/lib/finder';
import type { FinderPageData } from '~/lib/finder-page-data';
import { FinderForm } from './finder-form';
import { FinderResults } from './finder-results';

/**
 * The finder's form and its answer: what an address of the finder shows. The page renders it in the
 * browser; the page server renders it for a shared address, so the answer is in the HTML it sends
 * (`renderedFor` names that address's query, and tells the browser its first render may show it too).
 */
export function FinderWorkspace({
  page,
  params,
  request,
  answer,
  systems,
  materials,
  onChange,
  renderedFor,
}: {
  page: FinderPageData['page'];
  params: URLSearchParams;
  request: FinderRequest;
  answer: FinderAnswer;
  systems: FinderPageData['systems'];
  materials: string[];
  onChange: (edits: Record<string, string>) => void;
  renderedFor?: string;
}) {
  return (
    <div
      data-rendered-for={renderedFor}
      className="mx-auto grid max-w-page gap-12 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8"
    >
      <FinderForm copy={page.form} params={params} request={request} materials={materials} onChange={onChange} />
      <FinderResults copy={page.results} request={request} answer={answer} systems={systems} />
    </div>
  );
}
