import { cn, SpecTable, type SpecRow } from '@company/ui';
import { FootprintPlanDrawing } from '~/components/footprint-plan';
import { Section } from '~/components/page';
import { facilityCopy } from '~/content/pages/facility';
import { reservedFloorText, type Footprint } from '~/lib/footprint-plan';

/** The id of the section, so a page or an e-mail can link straight to it (`#facility-requirements`). */
export const facilityRequirementsId = 'facility-requirements';

/** The first letter in capitals: the data's clearance note is a clause ('a ceiling of at least 2.6 m…'). */
const sentence = (clause: string) => `${clause.charAt(0).toUpperCase()}${clause.slice(1)}${/[.!?]$/.test(clause) ? '' : '.'}`;

const summaryClasses = cn(
  'flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-plasma-700 hover:text-plasma-800 [&::-webkit-details-marker]:hidden',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500 print:px-0 print:text-ink-900',
);

type SectionProps = {
  productName: string;
  rows: SpecRow[];
  note: string;
  /** The main unit's outline and clearances, for the floor plan. */
  footprint: Footprint;
  className?: string;
  contained?: boolean;
};

/**
 * What a system needs from the building, as the product page shows it: the floor plan in view, since the room is
 * planned from it, and the same rows the datasheet prints in a fold under it (a native one, so it opens without
 * script in the prerendered page, and prints open).
 */
export function FacilityRequirements({
  productName,
  rows,
  note,
  footprint,
  className = 'border-t border-ink-200 bg-ink-50',
  contained,
}: SectionProps) {
  const copy = facilityCopy;
  const { clearances, remoteUnits } = footprint;
  return (
    <Section id={facilityRequirementsId} title={copy.title} lead={copy.lead} className={className} contained={contained}>
      <div className="max-w-4xl">
        <h3 className="text-xl font-bold text-ink-900">{copy.floorPlan.title}</h3>
        <figure className="mt-4 flex flex-col gap-6 md:flex-row md:items-start md:gap-10 print:break-inside-avoid">
          <FootprintPlanDrawing footprint={footprint} className="shrink-0 bg-white" />
          <figcaption className="max-w-sm space-y-3 text-base text-ink-700">
            <p>
              <span className="font-semibold text-ink-900">{copy.plan.reserve}:</span> {reservedFloorText(footprint)}.
            </p>
            {clearances.sides === 'one side' ? <p>{copy.floorPlan.oneSide}</p> : null}
            {clearances.note ? <p>{sentence(clearances.note)}</p> : null}
            {remoteUnits ? <p>{copy.floorPlan.remoteUnits.replace('{remoteUnits}', remoteUnits.replace(/\.$/, ''))}</p> : null}
          </figcaption>
        </figure>
        <details className="group mt-10 rounded-card border border-ink-200 bg-white print:border-0">
          <summary className={summaryClasses}>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              className="shrink-0 transition-transform group-open:rotate-90 print:hidden"
            >
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {copy.allRequirements}
          </summary>
          <div className="px-4 pb-4 print:px-0">
            <SpecTable
              caption={`${productName} facility requirements`}
              parameterHeading="Requirement"
              valueHeading="Standard configuration"
              rows={rows}
              className="bg-white"
            />
            <p className="mt-3 text-sm text-ink-600">{note}</p>
          </div>
        </details>
      </div>
    </Section>
  );
}
