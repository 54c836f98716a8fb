import type { TFunction } from "i18next";
import type { FieldError } from "react-hook-form";

/** A field's zod failure in the visitor's language: empty, or longer than the form allows. */
export function fieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return t(error.type === "too_big" ? "site.form.tooLong" : "site.form.required");
}
