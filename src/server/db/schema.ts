import * as accounts from "./schema/accounts.ts";
import * as audit from "./schema/audit.ts";
import * as documents from "./schema/documents.ts";
import * as feedback from "./schema/feedback.ts";
import * as authAttempts from "./schema/auth-attempts.ts";
import * as auth from "./schema/auth.ts";
import * as system from "./schema/system.ts";

/** Every table, for drizzle's relational queries. */
export const schema = {
  ...system,
  ...auth,
  ...accounts,
  ...audit,
  ...authAttempts,
  ...documents,
  ...feedback,
};
export type Schema = typeof schema;
