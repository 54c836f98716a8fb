import type { Understanding } from "../../src/understanding/index.ts";

/** A prediction as written to `--predictions`: amounts as numbers, dates as ISO strings. */
export type PredictionFields = Record<string, string | number>;

/**
 * The product's answer for one document under the product's field names: `type`,
 * `contract_type`, then every extracted field that has a value.
 */
export function predictionFields(understanding: Understanding): PredictionFields {
  const fields: PredictionFields = { type: understanding.type.value };
  if (understanding.contractType) fields.contract_type = understanding.contractType.value;
  for (const [name, field] of Object.entries(understanding.fields)) {
    if (field && field.value !== null && field.value !== undefined) fields[name] = field.value;
  }
  return fields;
}
