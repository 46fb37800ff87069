import { LinkButton } from '~/components/link-button';
import { requestQuote, talkToExpert } from '~/content/calls-to-action';
import type { articlePage } from '~/content/pages/article';

/** What a reader with a process like the article's can do next: talk to an engineer, or ask for a quote. */
export function ArticleNextStep({ copy }: { copy: (typeof articlePage)['nextStep'] }) {
  return (
    <section aria-labelledby="article-next" className="mt-12 rounded-card bg-plasma-950 p-6 text-white md:p-8 print:hidden">
      <h2 id="article-next" className="text-2xl font-bold text-balance">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-prose text-ink-200">{copy.body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton href="/contact?topic=expert" variant="inverse" size="lg">
          {talkToExpert}
        </LinkButton>
        <LinkButton href="/contact?topic=quote" variant="outlineInverse" size="lg">
          {requestQuote}
        </LinkButton>
      </div>
    </section>
  );
}
