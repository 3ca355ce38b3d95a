import { APPLICATION_STAGES, type Application, type ApplicationStage } from '@resume/core';

/** The board's columns: each stage's applications by position, in board order. */
export function columnsOf(applications: readonly Application[]): Record<ApplicationStage, Application[]> {
  const columns = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, [] as Application[]])) as Record<
    ApplicationStage,
    Application[]
  >;
  for (const application of applications) columns[application.stage].push(application);
  for (const stage of APPLICATION_STAGES) columns[stage].sort((a, b) => a.position - b.position);
  return columns;
}

export type Move = { stage: ApplicationStage; position: number };

/**
 * The applications after one is moved to `position` in `stage` (clamped to that column), with both
 * columns numbered again from 0: what the board shows before the server answers.
 */
export function applyMove(applications: readonly Application[], id: string, to: Move): Application[] {
  const moving = applications.find((a) => a.id === id);
  if (!moving) return [...applications];
  const columns = columnsOf(applications.filter((a) => a.id !== id));
  const target = columns[to.stage];
  const at = Math.min(Math.max(to.position, 0), target.length);
  target.splice(at, 0, { ...moving, stage: to.stage });
  return APPLICATION_STAGES.flatMap((stage) => columns[stage].map((a, position) => ({ ...a, position })));
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * Where a keyboard move takes a card: left and right to the neighbouring stage (at the same height,
 * or the column's end), up and down within its column. Null where the card cannot go that way.
 */
export function keyboardTarget(
  applications: readonly Application[],
  id: string,
  direction: Direction,
): Move | null {
  const card = applications.find((a) => a.id === id);
  if (!card) return null;
  const columns = columnsOf(applications);
  const index = columns[card.stage].findIndex((a) => a.id === id);
  if (direction === 'up' || direction === 'down') {
    const position = index + (direction === 'up' ? -1 : 1);
    if (position < 0 || position >= columns[card.stage].length) return null;
    return { stage: card.stage, position };
  }
  const stage = APPLICATION_STAGES[APPLICATION_STAGES.indexOf(card.stage) + (direction === 'left' ? -1 : 1)];
  if (!stage) return null;
  return { stage, position: Math.min(index, columns[stage].length) };
}
