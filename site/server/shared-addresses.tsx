/**
 * Shared addresses of the finder and the comparison, rendered by the page server. The build prerenders
 * both with an empty form; a visitor who follows a shared link (`/products/finder?need=etch&material=gold`,
 * `/products/compare?systems=icp-etcher,rie-etcher`) gets the same page with its state in the HTML, on
 * screen before any script runs. The components are the page's own, given the page's own data, so
 * hydration finds what it renders.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CompareWorkspace } from '~/components/compare/compare-workspace';
import { FinderWorkspace } from '~/components/finder/finder-workspace';
import { comparePageData } from '~/lib/compare-page-data';
import { answerRequest, isAnswerable, requestFromParams } from '~/lib/finder';
import { finderPageData } from '~/lib/finder-page-data';

/** A page with its address's state filled in, or undefined to send the page as prerendered. */
export type SharedAddressRenderer = (pathname: string, search: string) => ((html: string) => string) | undefined;

type SharedPage = {
  /** Whether the query names a state other than the prerendered one. */
  applies: (params: URLSearchParams) => boolean;
  /** The page's part that shows the state, for a query ('' for the prerendered one). */
  render: (params: URLSearchParams, renderedFor?: string) => ReactNode;
};

const ignoreChanges = () => {};

function finder(): SharedPage {
  const data = finderPageData();
  return {
    applies: (params) => isAnswerable(requestFromParams(params)),
    render: (params, renderedFor) => {
      const request = requestFromParams(params);
      return (
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
      );
    },
  };
}

function comparison(): SharedPage {
  const data = comparePageData();
  return {
    // One system or a name that is not one shows the chooser with what it could read ticked: a state too.
    applies: (params) => params.has('systems'),
    render: (params, renderedFor) => (
      <CompareWorkspace
        page={data.page}
        systems={data.systems}
        systemsParam={params.get('systems')}
        onChoose={ignoreChanges}
        renderedFor={renderedFor}
      />
    ),
  };
}

export function createSharedAddressRenderer(): SharedAddressRenderer {
  const pages = new Map(
    Object.entries({ '/products/finder': finder(), '/products/compare': comparison() }).map(([pathname, page]) => {
      const html = (search: string, renderedFor?: string) =>
        renderToString(
          <MemoryRouter initialEntries={[`${pathname}${search}`]}>{page.render(new URLSearchParams(search), renderedFor)}</MemoryRouter>,
        );
      // What the build prerendered in the place of the state: the empty form.
      return [pathname, { ...page, html, prerendered: html('') }] as const;
    }),
  );

  return (pathname, search) => {
    const page = pages.get(pathname);
    if (!page || !page.applies(new URLSearchParams(search))) return undefined;
    const filled = page.html(search, search);
    // A page built from other code than this server's is sent as it is; the browser fills it in.
    return (html) => (html.includes(page.prerendered) ? html.replace(page.prerendered, () => filled) : html);
  };
}
