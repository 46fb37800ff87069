import { SpecTable, type SpecRow } from '@company/ui';
import { Section } from '~/components/page';

/** The id of the section, so a page or an e-mail can link straight to it (`#facility-requirements`). */
export const facilityRequirementsId = 'facility-requirements';

/**
 * What a system needs from the building (power, water, gases, exhaust, floor space), as the product page
 * shows it: the same rows the datasheet prints, in a specification table that wraps on a phone.
 */
export function FacilityRequirements({
  productName,
  rows,
  note,
  className = 'border-t border-ink-200 bg-ink-50',
  contained,
}: {
  productName: string;
  rows: SpecRow[];
  note: string;
  className?: string;
  contained?: boolean;
}) {
  return (
    <Section
      id={facilityRequirementsId}
      title="Facility requirements"
      lead="What the lab provides for the installation: utilities, exhaust, gas purity, floor space and weight."
      className={className}
      contained={contained}
    >
      <div className="max-w-4xl">
        <SpecTable
          caption={`${productName} facility requirements`}
          parameterHeading="Requirement"
          valueHeading="Standard configuration"
          rows={rows}
          className="bg-white"
        />
        <p className="mt-3 text-sm text-ink-600">{note}</p>
      </div>
    </Section>
  );
}
