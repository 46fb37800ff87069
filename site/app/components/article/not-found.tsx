import { RouterLink } from '~/components/router-link';
import { articleNotFound } from '~/content/pages/article';

/** What an address under /insights/ shows when no article has it. */
export function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-page px-4 py-24 lg:px-8">
      <h1 className="text-4xl font-bold">{articleNotFound.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{articleNotFound.body}</p>
      <p className="mt-8">
        <RouterLink href="/insights" className="font-semibold text-plasma-700 underline underline-offset-4">
          {articleNotFound.browse}
        </RouterLink>
      </p>
    </div>
  );
}
