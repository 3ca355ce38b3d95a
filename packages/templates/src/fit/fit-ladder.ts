import { DESIGN_MARGINS, type DesignMargins, FONT_SCALE, LINE_SCALE, type ResumeDesign } from '@resume/core';
import { READABLE_BOUNDS } from './readable-bounds';

/** The settings the fit changes; absent (undefined) is the template's own. */
export type FitChoices = Pick<ResumeDesign, 'font_scale' | 'line_scale' | 'margins'>;

/** Page space the margins take, in points: top + bottom, left + right. */
export type MarginSpace = { vertical: number; horizontal: number };

/** What the bounds are measured against: the template's own sizes and each margin choice's space. */
export type TemplateMeasures = {
  /** Body text size in points at 100%. */
  size: number;
  /** Line height as a multiple of the text size at 100%. */
  leading: number;
  /** The space each margin choice takes; `own` is the template's own margins. */
  margins: Record<DesignMargins | 'own', MarginSpace>;
};

type MarginChoice = DesignMargins | 'own';

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * A scale from `current` down to `floor` in the slider's steps (floor included, as the last one),
 * on the slider's grid of hundredths; only `current` when it is at or under the floor already.
 */
export function scaleSteps(current: number, floor: number, step: number): number[] {
  const steps = [current];
  for (let next = hundredths(current - step); next > floor; next = hundredths(next - step)) steps.push(next);
  if (floor < current) steps.push(floor);
  return steps;
}

/** The lowest scale that keeps `value × scale` at or above `minimum`, on the grid of hundredths. */
const floorScale = (value: number, minimum: number, limit: number) =>
  Math.max(limit, Math.ceil((minimum / value) * 100 - 1e-9) / 100);

/** Space saved by `to` against `from` on both axes, and some on one: truly tighter. */
function tighter(from: MarginSpace, to: MarginSpace): boolean {
  const saves = from.vertical - to.vertical + (from.horizontal - to.horizontal);
  return to.vertical <= from.vertical && to.horizontal <= from.horizontal && saves > 0;
}

/** The current margins, then each preset tighter than them, loosest first, down to the tightest allowed. */
function marginSteps(measures: TemplateMeasures, current: MarginChoice): MarginChoice[] {
  const space = measures.margins;
  const floor = space[READABLE_BOUNDS.tightestMargins];
  const presets = (Object.keys(DESIGN_MARGINS) as DesignMargins[])
    .filter((id) => tighter(space[current], space[id]) && !tighter(floor, space[id]))
    .sort((a, b) => space[b].vertical + space[b].horizontal - (space[a].vertical + space[a].horizontal));
  return [current, ...presets];
}

const asChoice = (scale: number) => (scale === 1 ? undefined : scale);

/**
 * The designs to try, from the person's own to the tightest readable one, each a little tighter
 * than the one before: one setting moves one step at a time, in turn, least noticeable first
 * (line spacing, then margins, then text size), so a resume that needs little loses little.
 */
export function fitLadder(measures: TemplateMeasures, design: ResumeDesign = {}): ResumeDesign[] {
  const lines = scaleSteps(
    design.line_scale ?? 1,
    floorScale(measures.leading, READABLE_BOUNDS.minLeading, LINE_SCALE.min),
    LINE_SCALE.step,
  );
  const margins = marginSteps(measures, design.margins ?? 'own');
  const sizes = scaleSteps(
    design.font_scale ?? 1,
    floorScale(measures.size, READABLE_BOUNDS.minBodyPt, FONT_SCALE.min),
    FONT_SCALE.step,
  );
  // Each setting's steps, in the order they take turns.
  const settings: ResumeDesign[][] = [
    lines.map((scale) => ({ line_scale: asChoice(scale) })),
    margins.map((choice) => ({ margins: choice === 'own' ? undefined : choice })),
    sizes.map((scale) => ({ font_scale: asChoice(scale) })),
  ];
  const at = settings.map(() => 0);
  const rung = (): ResumeDesign => Object.assign({ ...design }, ...settings.map((steps, i) => steps[at[i]!]));
  const ladder = [rung()];
  const rounds = Math.max(...settings.map((steps) => steps.length));
  for (let round = 1; round < rounds; round += 1) {
    settings.forEach((steps, i) => {
      if (round >= steps.length) return;
      at[i] = round;
      ladder.push(rung());
    });
  }
  return ladder;
}
