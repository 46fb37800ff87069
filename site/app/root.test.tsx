import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

type Props = Parameters<typeof ErrorBoundary>[0];
const render = (error: unknown) => renderToStaticMarkup(<ErrorBoundary {...({ error, params: {} } as unknown as Props)} />);

describe('the router error screen', () => {
  it('shows the status of a failed response', () => {
    const html = render({ status: 503, statusText: 'Service Unavailable', internal: false, data: null });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('503 Service Unavailable');
  });

  it('shows the message of a thrown error', () => {
    const html = render(new Error('Loading the page failed'));
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Loading the page failed');
  });

  it('still explains itself for a value that is not an error', () => {
    expect(render('boom')).toContain('Unknown error');
  });
});
