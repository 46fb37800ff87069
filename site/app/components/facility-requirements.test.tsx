import { describe, expect, it } from 'vitest';
import { renderedMarkup } from '../../test/support/rendered-markup';
import { facilitySheet } from '~/content/purchasing';
import { FacilityRequirements } from './facility-requirements';

describe('the facility requirements section', () => {
  it('shows every row of the data under a linkable heading, with the note', () => {
    const { rows, note } = facilitySheet('pecvd');
    const html = renderedMarkup(<FacilityRequirements productName="PECVD System" rows={rows} note={note} />);
    expect(html).toMatch(/<section id="facility-requirements" aria-labelledby="facility-requirements-title"/);
    expect(html).toMatch(/<h2 id="facility-requirements-title"[^>]*>Facility requirements<\/h2>/);
    expect(html).toContain('<caption');
    expect(html).toContain('PECVD System facility requirements</caption>');
    for (const row of rows) {
      expect(html).toContain(`>${row.parameter}</th>`);
      expect(html).toContain(`>${row.value}</td>`);
    }
    expect(html).toContain(note);
  });
});
