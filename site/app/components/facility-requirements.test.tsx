import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { renderedMarkup } from '../../test/support/rendered-markup';
import { facilityCopy } from '~/content/pages/facility';
import { facilitySheet } from '~/content/purchasing';
import { FacilityRequirements } from './facility-requirements';

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The section's markup in a document, and Testing Library's queries over it (by role and name, as a visitor finds things). */
function rendered(slug: 'pecvd' | 'icp-etcher') {
  const { rows, note, footprint } = facilitySheet(slug);
  const html = renderedMarkup(<FacilityRequirements productName="A System" rows={rows} note={note} footprint={footprint} />);
  const document = window.document as unknown as Document;
  document.body.innerHTML = html;
  return { html, rows, note, footprint, screen: within(document.body), document };
}

describe('the facility requirements section', () => {
  it('shows every row of the data under a linkable heading, with the note, folded under a summary', () => {
    const { html, rows, note, document } = rendered('pecvd');
    expect(html).toMatch(/<section id="facility-requirements" aria-labelledby="facility-requirements-title"/);
    expect(html).toMatch(/<h2 id="facility-requirements-title"[^>]*>Facility requirements<\/h2>/);
    expect(html).toContain('<caption');
    expect(html).toContain('A System facility requirements</caption>');
    for (const row of rows) {
      expect(html).toContain(`>${row.parameter}</th>`);
      expect(html).toContain(`>${row.value}</td>`);
    }
    expect(html).toContain(note);
    // The table is in a native fold, closed: it opens without script, and the summary's words are the content's.
    const details = document.querySelector('details')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe(facilityCopy.allRequirements);
    expect(details.querySelector('table')).not.toBeNull();
    expect(details.textContent).toContain(note);
  });

  it('draws the floor plan in view, outside the fold, named with its figures in words', () => {
    const { screen, document, footprint } = rendered('icp-etcher');
    expect(screen.getByRole('heading', { level: 3, name: 'Floor plan' })).toBeTruthy();
    const plan = screen.getByRole('img', {
      name: 'Floor plan to scale, front at the bottom. Main unit 1.0 m wide and 1.5 m deep. Service clearance to keep free: 1.0 m at the front (operator side and load port), 0.8 m at the rear and 0.6 m on one side only. Floor area to reserve: 1.6 m wide by 3.3 m deep, 5.28 m² (57 ft²).',
    });
    expect(plan.tagName.toLowerCase()).toBe('svg');
    expect(plan.closest('details')).toBeNull();
    const words = [...plan.querySelectorAll('text')].map((text) => text.textContent);
    expect(words).toEqual(
      expect.arrayContaining(['Main unit', 'Front: operator side / load port', '1.6 × 3.3 m = 5.28 m² (57 ft²)', '1.5 m', '59 in.']),
    );
    // The caption gives the note and the parts that stand apart, from the data.
    const caption = document.querySelector('figcaption')!.textContent!;
    expect(caption).toContain('A ceiling of at least 2.6 m to lift the ICP source for service.');
    expect(caption).toContain(footprint.remoteUnits);
    expect(caption).toContain('one side only');
  });
});
