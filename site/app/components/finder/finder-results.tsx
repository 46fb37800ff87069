import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { TextLink } from '~/components/text-link';
import { compareTheseSystems, talkToExpert } from '~/content/calls-to-action';
import type { finderPage } from '~/content/pages/finder';
import type { Product } from '~/content/products';
import { processAnchor } from '~/content/processes/rows';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '~/lib/compare-address';
import { isAnswerable, rulesInWords, type FinderAnswer, type FinderRequest } from '~/lib/finder';

/**
 * The systems that run the request, ranked, each with why and the process-library entries that show it; a way
 * to compare the top ones, or to ask an engineer when none does; and the rules the ranking follows, in words.
 */
export function FinderResults({
  copy,
  request,
  answer: { matches, onRequest, read },
  systems,
}: {
  copy: (typeof finderPage)['results'];
  request: FinderRequest;
  answer: FinderAnswer;
  systems: Pick<Product, 'slug' | 'name' | 'category'>[];
}) {
  const system = (slug: string) => systems.find((candidate) => candidate.slug === slug)!;
  const answerable = isAnswerable(request);
  const quoted = (words: string[]) => words.map((word) => `'${word}'`).join(', ');
  return (
    <section aria-labelledby="finder-results" className="min-w-0">
      <h2 id="finder-results" className="text-2xl font-bold tracking-tight text-ink-900">
        {copy.title}
      </h2>
      <p role="status" className="mt-2 text-ink-700">
        {!answerable
          ? copy.prompt
          : matches.length === 0
            ? copy.none
            : matches.length === 1
              ? copy.one
              : copy.count.replace('{count}', String(matches.length))}
      </p>
      {read.unknown.length || read.ignored.length ? (
        <ul aria-label="How your words were read" className="mt-2 space-y-1 text-sm text-ink-700">
          {read.unknown.map(({ word, closest }) => (
            <li key={word}>
              {copy.unknownWord.replace('{word}', word)}
              {closest.length ? copy.closest.replace('{terms}', closest.join(', ')) : ''}
            </li>
          ))}
          {read.ignored.length ? <li>{copy.ignored.replace('{words}', quoted(read.ignored))}</li> : null}
        </ul>
      ) : null}
      {request.waferMm && onRequest.length ? (
        <p className="mt-2 text-ink-700">
          {copy.onRequest.replace('{size}', String(request.waferMm)).replace('{systems}', onRequest.map((slug) => system(slug).name).join(', '))}
        </p>
      ) : null}
      {answerable && matches.length === 0 ? (
        <p className="mt-4">
          <LinkButton href="/contact?topic=expert">{talkToExpert}</LinkButton>
        </p>
      ) : null}
      {matches.length >= MIN_COMPARED ? (
        <p className="mt-4">
          <TextLink href={compareHref(matches.slice(0, MAX_COMPARED).map((match) => match.system))}>{compareTheseSystems}</TextLink>
          <span className="text-ink-700"> {copy.compare.replace('{count}', String(Math.min(matches.length, MAX_COMPARED)))}</span>
        </p>
      ) : null}
      <ol className="mt-6 space-y-4">
        {matches.map((match) => (
          <li key={match.system} className="rounded-card border border-ink-200 p-5">
            <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{system(match.system).category}</p>
            <h3 className="mt-1 text-lg font-semibold">
              <RouterLink href={`/products/${match.system}`} className="text-plasma-800 underline-offset-4 hover:underline">
                {system(match.system).name}
              </RouterLink>
            </h3>
            <p className="mt-2 text-ink-800">{match.reason}</p>
            <h4 className="mt-4 text-sm font-semibold text-ink-700">{copy.backedBy}</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {match.processes.map((entry) => (
                <li key={entry.id}>
                  <TextLink href={`/processes#${processAnchor(entry)}`}>
                    {entry.material}: {entry.process}
                  </TextLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-ink-600">{rulesInWords}</p>
    </section>
  );
}
