import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A component's markup with React's entities turned back into the characters a reader sees, and its
 * text separators dropped, so a test can look for a sentence as the page shows it.
 */
export function renderedMarkup(element: ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');
}
