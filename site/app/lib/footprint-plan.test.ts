import { describe, expect, it } from 'vitest';
import { productDefinition, productSlugs } from '~/content/products/registry';
import { inches, metres } from './facility-format';
import { footprintPlan, pagePlanOptions, phoneColumnPx, planTexts, reservedFloor, textBox, type Box, type Footprint } from './footprint-plan';

const u = 100;
const options = { unitsPerMetre: u, fontSize: 13 };
const footprintOf = (slug: (typeof productSlugs)[number]): Footprint => productDefinition(slug).purchasing.facilities;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('the footprint plan', () => {
  it('reserves the ICP-RIE main unit with its front, rear and one side clearance', () => {
    const icp = footprintOf('icp-etcher');
    expect(icp.mainUnit).toMatchObject({ widthM: 1.0, depthM: 1.5 });
    expect(icp.clearances).toMatchObject({ frontM: 1.0, rearM: 0.8, sideM: 0.6, sides: 'one side' });
    expect(reservedFloor(icp)).toEqual({ widthM: 1.6, depthM: 3.3, areaM2: 5.28 });

    const plan = footprintPlan(icp, options);
    expect(plan.envelope).toMatchObject({ width: 1.6 * u, height: 3.3 * u });
    expect(plan.mainUnit.box).toEqual({ x: 0, y: 0.8 * u, width: 1.0 * u, height: 1.5 * u });
    expect(plan.mainUnit.labels.map((label) => label.text)).toEqual(['Main unit']);
    // One side only: a single side zone, the full depth, labelled so.
    const sides = plan.zones.filter((zone) => zone.side === 'left' || zone.side === 'right');
    expect(sides).toHaveLength(1);
    expect(sides[0]!.box).toEqual({ x: 1.0 * u, y: 0, width: 0.6 * u, height: 3.3 * u });
    expect(sides[0]!.labels.map((label) => label.text)).toEqual(['Side', 'one side only']);
    expect(plan.zones.find((zone) => zone.side === 'front')!.box).toEqual({ x: 0, y: 230, width: 100, height: 100 });
    expect(plan.notes.map((note) => note.text)).toEqual(
      expect.arrayContaining(['Front: operator side / load port', 'Floor area to reserve', '1.6 × 3.3 m = 5.28 m² (57 ft²)']),
    );
    expect(plan.description).toContain('0.6 m on one side only');
    expect(plan.description).toContain('1.6 m wide by 3.3 m deep, 5.28 m² (57 ft²)');
  });

  it('doubles the side clearance when it is needed on each side', () => {
    const icp = footprintOf('icp-etcher');
    const both: Footprint = { ...icp, clearances: { ...icp.clearances, sides: 'each side' } };
    expect(reservedFloor(both)).toEqual({ widthM: 2.2, depthM: 3.3, areaM2: 7.26 });
    const plan = footprintPlan(both, options);
    const sides = plan.zones.filter((zone) => zone.side === 'left' || zone.side === 'right');
    expect(sides.map((zone) => zone.box.width)).toEqual([0.6 * u, 0.6 * u]);
    expect(sides.flatMap((zone) => zone.labels.map((label) => label.text))).toEqual(['Side', 'each side', 'Side', 'each side']);
    expect(plan.mainUnit.box.x).toBe(0.6 * u);
    expect(plan.dimensions.map((d) => d.lengthM)).toEqual([0.6, 1.0, 0.6, 2.2, 0.8, 1.5, 1.0, 3.3]);
    expect(plan.description).toContain('0.6 m on each side');
  });

  // At the page's scale, and at the sheet's (smaller type, notes beside the plan).
  describe.each(
    productSlugs.flatMap((slug) => [
      [slug, 'the page', pagePlanOptions] as const,
      [slug, 'the sheet', { unitsPerMetre: 27, fontSize: 6, notes: 'beside' as const }] as const,
    ]),
  )('for %s on %s', (slug, _where, options) => {
    const footprint = footprintOf(slug);
    const { mainUnit, clearances } = footprint;
    const plan = footprintPlan(footprint, options);
    const u = options.unitsPerMetre;

    it("keeps its words at least 11 px high in a phone's column, on the page", () => {
      const onPage = footprintPlan(footprint, pagePlanOptions);
      const rendered = pagePlanOptions.fontSize * Math.min(1, phoneColumnPx / onPage.viewBox.width);
      expect(rendered, `${slug}: ${onPage.viewBox.width} units wide`).toBeGreaterThanOrEqual(11);
    });

    it('dimensions every part at its length in the data, in m and inches, and states the floor to reserve', () => {
      const outer = reservedFloor(footprint);
      expect(close(outer.widthM, mainUnit.widthM + clearances.sideM * (clearances.sides === 'each side' ? 2 : 1))).toBe(true);
      expect(close(outer.depthM, clearances.frontM + mainUnit.depthM + clearances.rearM)).toBe(true);
      expect(close(outer.areaM2, Math.round(outer.widthM * outer.depthM * 100) / 100)).toBe(true);
      const lengths = plan.dimensions.map((d) => d.lengthM);
      for (const length of [mainUnit.widthM, mainUnit.depthM, clearances.frontM, clearances.rearM, clearances.sideM, outer.widthM, outer.depthM]) {
        expect(lengths, `${slug}: ${length} m`).toContain(length);
      }
      for (const d of plan.dimensions) {
        // The ticks stand where the measured length ends, to scale.
        const [a, b] = d.ticks;
        const drawn = Math.hypot((a!.x1 + a!.x2) / 2 - (b!.x1 + b!.x2) / 2, (a!.y1 + a!.y2) / 2 - (b!.y1 + b!.y2) / 2);
        expect(drawn).toBeCloseTo(d.lengthM * u, 6);
        expect(d.labels.map((label) => label.text)).toEqual([`${metres(d.lengthM)} m`, `${inches(d.lengthM)} in.`]);
      }
      // On one line under the plan, or broken before the '=' beside it.
      const notes = plan.notes.map((note) => note.text).join(' ');
      expect(notes).toContain(
        `${metres(outer.widthM)} × ${metres(outer.depthM)} m = ${outer.areaM2.toLocaleString('en-US')} m² (${Math.round(outer.areaM2 * 10.7639)} ft²)`,
      );
    });

    it('keeps every word clear of every other, the zone names inside their zones, and everything in the view box', () => {
      const texts = planTexts(plan);
      const boxes = texts.map((t) => textBox(t));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          expect(overlap(boxes[i]!, boxes[j]!), `${texts[i]!.text} / ${texts[j]!.text}`).toBe(false);
        }
        expect(inside(boxes[i]!, plan.viewBox), texts[i]!.text).toBe(true);
      }
      for (const zone of plan.zones) for (const label of zone.labels) expect(inside(textBox(label), zone.box), label.text).toBe(true);
      for (const label of plan.mainUnit.labels) expect(inside(textBox(label), plan.mainUnit.box), label.text).toBe(true);
      // Dimension figures stay off the drawing itself.
      for (const label of plan.dimensions.flatMap((d) => d.labels)) expect(overlap(textBox(label), plan.envelope), label.text).toBe(false);
    });
  });
});
