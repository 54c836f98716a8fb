export { meanConfidence, understandDocument } from "./understand-document.ts";
export type * from "./types.ts";
export { REVIEW_THRESHOLD, DOCUMENT_TYPES, CONTRACT_TYPES } from "./types.ts";
export type { UnderstandingOptions } from "./understand-document.ts";
export type { TaughtExample } from "./model/taught-types.ts";
export { classifierFeatures } from "./model/features.ts";
export { TAUGHT_FEATURES } from "./model/taught-types.ts";
export { layoutSignature, layoutSimilarity, namesAlike } from "./layout-signature.ts";
export * from "./query/index.ts";
