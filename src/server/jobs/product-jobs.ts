import type { AnyJobDefinition } from "./job-definition.ts";

/**
 * Every job the product defines. Document processing joins in the upload issue; until then
 * the worker runs and waits.
 */
export const PRODUCT_JOBS: readonly AnyJobDefinition[] = [];
