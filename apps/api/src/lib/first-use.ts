import type { IncomingMessage, Server } from 'node:http';

/** What an orchestrator's probes and a metrics scraper ask for: none of them is a person. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const isProbe = (request: IncomingMessage) => PROBES.has((request.url ?? '').split('?')[0]!);

/**
 * Runs `warm` once, when the server takes its first request that is not a probe. A laptop's server
 * that nobody has opened yet stays small (the render worker alone holds about 180 MB); the person
 * who opens the page starts the warm-up, which is done long before their first export.
 */
export function onFirstUse(server: Server, warm: () => void): void {
  const listener = (request: IncomingMessage) => {
    if (isProbe(request)) return;
    server.off('request', listener);
    warm();
  };
  server.on('request', listener);
}
