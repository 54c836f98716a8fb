import * as system from "./schema/system.ts";

/** Every table, for drizzle's relational queries. */
export const schema = { ...system };
export type Schema = typeof schema;
