import type { TFunction } from "i18next";
import { ApiError } from "./api-client.ts";

/** The translated message for an API error code; the generic one for anything else. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`);
  if (error instanceof TypeError) return t("common.connectionError");
  return t("common.somethingWentWrong");
}
