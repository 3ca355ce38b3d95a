import type { AiConfig } from '../../../config';
import { OfflineWriter } from './offline-writer';
import type { AiWriter } from './writer';

export type { AiWriter } from './writer';
export { OfflineWriter };

/**
 * The model the configuration names, or the offline writer when none is configured. The model SDKs
 * load only for a model: they add a fifth of a second to every start-up that never uses them.
 */
export async function createWriter(config: AiConfig): Promise<AiWriter> {
  if (config.provider === 'offline') return new OfflineWriter();
  const { ModelWriter } = await import('./model-writer');
  return new ModelWriter(config);
}
