/**
 * Shared addresses of the finder, rendered by the page server. The build prerenders the finder with an
 * empty form; a visitor who follows a shared link (`/products/finder?need=etch&material=gold`) gets the
 * same page with the request filled in and its answer in the HTML, on screen before any script runs.
 * The components are the page's own, given the page's own data, so hydration finds what it renders.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FinderWorkspace } from '~/components/finder/finder-workspace';
import { answerRequest, isAnswerable, requestFromParams } from '~/lib/finder';
import { finderPageData } from '~/lib/finder-page-data';

/** A page with its address's state filled in, or the page as prerendered when nothing applies. */
export type SharedAddressRenderer = (pathname: string, search: string) => ((html: string) => string) | undefined;

const ignoreChanges = () => {};

export function createSharedAddressRenderer(): SharedAddressRenderer {
  const data = finderPageData();
  const render = (search: string, renderedFor?: string) => {
    const params = new URLSearchParams(search);
    const request = requestFromParams(params);
    return renderToString(
      <MemoryRouter initialEntries={[`/products/finder${search}`]}>
        <FinderWorkspace
          page={data.page}
          params={params}
          request={request}
          answer={answerRequest(request, data.entries, data.systems)}
          systems={data.systems}
          materials={data.materials}
          onChange={ignoreChanges}
          renderedFor={renderedFor}
        />
      </MemoryRouter>,
    );
  };
  // What the build prerendered in the place of the answer: the empty form.
  const prerendered = render('');

  return (pathname, search) => {
    if (pathname !== '/products/finder' || !isAnswerable(requestFromParams(new URLSearchParams(search)))) return undefined;
    const filled = render(search, search);
    // A page built from other code than this server's is sent as it is; the browser fills it in.
    return (html) => (html.includes(prerendered) ? html.replace(prerendered, () => filled) : html);
  };
}
