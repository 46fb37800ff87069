import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** The article's text, rendered from its Markdown at build time; no visitor input reaches it. */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  // Links inside the article body are plain HTML: keep site links client-side.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // It only intercepts link activation, which the links handle by keyboard themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="article-body mt-10" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
