import { cn } from '@company/ui';
import { footprintPlan, pagePlanOptions, textBox, type Box, type Footprint, type PlanText, type Segment } from '~/lib/footprint-plan';

const rect = (box: Box) => ({ x: box.x, y: box.y, width: box.width, height: box.height });
const segmentPath = (segments: Segment[]) =>
  segments.map((s) => `M${s.x1.toFixed(1)} ${s.y1.toFixed(1)}L${s.x2.toFixed(1)} ${s.y2.toFixed(1)}`).join('');

const pad = (label: PlanText): Box => {
  const box = textBox(label);
  const margin = label.size * 0.2;
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
};

function Label({ text }: { text: PlanText }) {
  return (
    <text
      x={text.x}
      y={text.y}
      fontSize={text.size}
      fontWeight={text.weight === 'bold' ? 600 : 400}
      textAnchor={text.anchor}
      transform={text.vertical ? `rotate(-90 ${text.x} ${text.y})` : undefined}
      className={text.tone === 'ink' ? 'fill-ink-900' : 'fill-ink-600'}
    >
      {text.text}
    </text>
  );
}

/**
 * A system's floor plan, to scale, from its facility data: the main unit, its service clearances (hatched), their
 * dimensions in m and inches, the front and the floor to reserve. Its accessible name states every figure.
 */
export function FootprintPlanDrawing({ footprint, className }: { footprint: Footprint; className?: string }) {
  const plan = footprintPlan(footprint, pagePlanOptions);
  const { viewBox } = plan;
  return (
    <svg
      role="img"
      aria-label={plan.description}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      width={viewBox.width}
      height={viewBox.height}
      className={cn('h-auto max-w-full', className)}
    >
      <rect {...rect(plan.envelope)} className="fill-plasma-50" />
      <path d={segmentPath(plan.zones.flatMap((zone) => zone.hatch))} className="stroke-plasma-300" strokeWidth={0.75} fill="none" />
      <rect {...rect(plan.envelope)} fill="none" className="stroke-plasma-600" strokeWidth={1} strokeDasharray="6 4" />
      <rect {...rect(plan.mainUnit.box)} className="fill-white stroke-ink-900" strokeWidth={1.75} />
      {plan.zones.flatMap((zone) =>
        zone.labels.map((label) => (
          <g key={`${zone.side}-${label.text}`}>
            {/* A pad the colour of the zone under each word, so the hatching does not run through it. */}
            <rect {...rect(pad(label))} className="fill-plasma-50" />
            <Label text={label} />
          </g>
        )),
      )}
      {plan.mainUnit.labels.map((label) => (
        <Label key={label.text} text={label} />
      ))}
      <g fill="none" className="stroke-ink-500" strokeWidth={0.6}>
        <path d={segmentPath(plan.dimensions.flatMap((d) => d.extensions))} />
        <path d={segmentPath(plan.dimensions.map((d) => d.line))} className="stroke-ink-700" strokeWidth={0.8} />
        <path d={segmentPath(plan.dimensions.flatMap((d) => d.ticks))} className="stroke-ink-900" strokeWidth={1.6} />
      </g>
      {plan.dimensions.flatMap((d, i) => d.labels.map((label) => <Label key={`${i}-${label.text}`} text={label} />))}
      <polygon points={plan.frontArrow.map((p) => `${p.x},${p.y}`).join(' ')} className="fill-plasma-600" />
      <rect {...rect(plan.legend.swatch)} className="fill-plasma-50" />
      <path d={segmentPath(plan.legend.hatch)} className="stroke-plasma-300" strokeWidth={0.75} fill="none" />
      <rect {...rect(plan.legend.swatch)} fill="none" className="stroke-plasma-600" strokeWidth={1} strokeDasharray="6 4" />
      <rect {...rect(plan.scaleBar.filled)} className="fill-ink-900 stroke-ink-900" strokeWidth={0.8} />
      <rect {...rect(plan.scaleBar.open)} className="fill-white stroke-ink-900" strokeWidth={0.8} />
      {plan.notes.map((note) => (
        <Label key={note.text} text={note} />
      ))}
    </svg>
  );
}
