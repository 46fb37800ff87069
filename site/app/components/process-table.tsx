import type { ProcessRow } from '~/content/processes/rows';

/**
 * A system's processes from the process data: one row per entry, each row anchored (`#process-<id>`)
 * so articles that cite a figure can link to the conditions behind it. From the md breakpoint up it
 * is a three-column table; on a phone each row stacks into a card with its column names shown, so no
 * figure sits off-screen. The explicit roles keep the table's semantics when the rows stack.
 */
export function ProcessTable({
  rows,
  caption,
  headline = false,
}: {
  rows: ProcessRow[];
  caption: string;
  /** Only the headline figures (rate, selectivity, uniformity): a summary whose rows link on to the full ones. */
  headline?: boolean;
}) {
  const stacked = 'max-md:block';
  // A summary of a few rows reads at body size; the full table, dense with conditions and methods, a step smaller.
  const cellText = headline ? 'text-base' : 'text-sm';
  const label = (text: string) => <span className="block text-xs font-semibold tracking-wider text-ink-600 uppercase md:hidden">{text}</span>;
  return (
    <table role="table" className={`w-full text-left ${stacked}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b-2 border-ink-300 text-sm text-ink-700 max-md:hidden">
        <tr role="row">
          <th role="columnheader" scope="col" className="py-2 pr-4">
            Material and process
          </th>
          <th role="columnheader" scope="col" className="py-2 pr-4">
            Conditions
          </th>
          <th role="columnheader" scope="col" className="py-2">
            Typical result
          </th>
        </tr>
      </thead>
      <tbody className={stacked}>
        {rows.map((row) => (
          <tr
            key={row.id}
            id={row.anchor}
            role="row"
            className={`scroll-mt-24 border-b border-ink-200 align-top target:bg-plasma-50 ${stacked} max-md:py-3`}
          >
            <th
              role="rowheader"
              scope="row"
              className={`w-[26%] py-3 pr-4 font-normal ${stacked} max-md:w-full max-md:py-1 print:py-1.5 print:text-[9pt]`}
            >
              {headline ? (
                <a href={row.href} className="block font-semibold text-plasma-800 underline underline-offset-4 hover:text-plasma-950">
                  {row.material}
                </a>
              ) : (
                <span className="block font-semibold text-ink-900">{row.material}</span>
              )}
              <span className="mt-1 block text-sm text-ink-700">{row.process}</span>
              {row.basis === 'starting window' ? (
                <span className="mt-2 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-800">Starting window</span>
              ) : null}
            </th>
            <td className={`w-[34%] py-3 pr-4 ${cellText} text-ink-700 ${stacked} max-md:w-full max-md:py-1 print:py-1.5 print:text-[8.5pt]`}>
              {label('Conditions')}
              {row.conditions}
            </td>
            <td className={`py-3 ${cellText} text-ink-700 ${stacked} max-md:py-1 print:py-1.5 print:text-[8.5pt]`}>
              {label('Typical result')}
              {row.rate ? (
                <p>
                  {row.rateLabel}: <strong className="font-semibold text-ink-900">{row.rate}</strong>
                </p>
              ) : null}
              {row.selectivity ? <p className="mt-1">Selectivity: {row.selectivity}</p> : null}
              {row.uniformity ? <p className="mt-1">Uniformity: {row.uniformity}</p> : null}
              {headline
                ? null
                : row.measured?.map((result) => (
                    <p key={result.label} className="mt-1">
                      {result.label}: {result.value} <span className="text-ink-600">({result.method})</span>
                    </p>
                  ))}
              {row.outcome && (!headline || !(row.rate || row.selectivity || row.uniformity)) ? <p className="mt-1">{row.outcome}</p> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
