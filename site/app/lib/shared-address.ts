/**
 * A page whose state lives in its address (the finder's request) is prerendered empty. The page server
 * renders a shared address's state into the HTML it sends and marks the element with `data-rendered-for`,
 * the query it was rendered for. The page's first render in the browser shows that state too when the
 * mark names the address the browser is at, so hydration finds what it renders.
 */
const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/** The query the page in this document was rendered for, when it is the address's own; undefined otherwise. */
export function sharedAddressRenderedFor(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const renderedFor = document.querySelector(`[${RENDERED_FOR_ATTRIBUTE}]`)?.getAttribute(RENDERED_FOR_ATTRIBUTE);
  return renderedFor != null && renderedFor === window.location.search ? renderedFor : undefined;
}
