export { meanConfidence, understandDocument } from "./understand-document.ts";
export type * from "./types.ts";
export { REVIEW_THRESHOLD, DOCUMENT_TYPES, CONTRACT_TYPES } from "./types.ts";
