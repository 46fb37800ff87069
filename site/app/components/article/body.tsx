import { useRef } from 'react';
import { useRouterForLinksIn } from '~/components/static-html';

/** The article's text, rendered from its Markdown at build time; no visitor input reaches it. */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useRouterForLinksIn(ref);
  return <div ref={ref} className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />;
}
