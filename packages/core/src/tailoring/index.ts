export { applyTailorChange } from './apply';
export { proposeTailoring, type TailoringProposal, tailoredCopyName } from './propose';
export * from './schema';
