import { errorBodySchema } from "../../../contracts/errors.ts";
import { underRetentionDetailsSchema } from "../../../contracts/retention.ts";
import { ApiError } from "../../lib/api-client.ts";

/** When a delete was refused because the document is under retention: until when, and who may. */
export function retentionHoldOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== "UNDER_RETENTION") return null;
  const body = errorBodySchema.safeParse(error.body);
  const details = underRetentionDetailsSchema.safeParse(
    body.success ? body.data.error.details : undefined,
  );
  return details.success ? details.data : null;
}
