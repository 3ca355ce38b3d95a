import type { AnalyticsEvent } from '@resume/core';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export async function insertEvents(db: Db, userId: string | null, events: AnalyticsEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      userId,
      name: e.name,
      path: e.path ?? null,
      props: e.props ?? null,
      occurredAt: new Date(e.ts),
    })),
  );
}
