/** The resume score engine: pure, deterministic, the same in the browser and on the server. */
export { type AnalyzeOptions, analyzeResume } from './analyze';
export { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_WEIGHTS, type CategoryId } from './categories';
export { FINDING_IDS, type Finding, type FindingId, plural, SEVERITIES, type Severity } from './findings';
export { type PendingImport, withPendingImport } from './pending-import';
export { loadPostingReader, postingReaderReady } from './posting/tagger';
export {
  type Analysis,
  type AnalysisRequest,
  type AnalysisResult,
  analysisRequestSchema,
  analysisSchema,
  type CategoryScore,
  categoryScoreSchema,
  findingSchema,
  keywordsSchema,
} from './schema';
export { countSentences, splitSentences } from './text/sentences';
