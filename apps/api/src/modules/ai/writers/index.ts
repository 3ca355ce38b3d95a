import type { AiConfig } from '../../../config';
import { ModelWriter } from './model-writer';
import { OfflineWriter } from './offline-writer';
import type { AiWriter } from './writer';

export type { AiWriter } from './writer';
export { OfflineWriter };

/** The model the configuration names, or the offline writer when none is configured. */
export function createWriter(config: AiConfig): AiWriter {
  return config.provider === 'offline' ? new OfflineWriter() : new ModelWriter(config);
}
