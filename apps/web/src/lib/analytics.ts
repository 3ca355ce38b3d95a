import type { AnalyticsEvent, AnalyticsEventName } from '@resume/core';
import { apiRequest } from './api-client';

const FLUSH_DELAY_MS = 2000;
const MAX_BATCH = 20;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends what is queued. Analytics never blocks or breaks the product: failures are dropped. */
export async function flushAnalytics(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const events = queue;
  queue = [];
  try {
    await apiRequest('/analytics/events', { body: { events }, keepalive: true });
  } catch {
    // Dropped on purpose: a lost page view must never surface to the person using the app.
  }
}

/** Queues an event; batches go out every couple of seconds, or sooner when the batch is full. */
export function track(name: AnalyticsEventName, path?: string, props?: Record<string, unknown>): void {
  queue.push({ name, ts: new Date().toISOString(), ...(path ? { path } : {}), ...(props ? { props } : {}) });
  if (queue.length >= MAX_BATCH) {
    void flushAnalytics();
  } else {
    timer ??= setTimeout(() => void flushAnalytics(), FLUSH_DELAY_MS);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flushAnalytics());
}
