import { z } from "zod";

/**
 * One line of a dataset's `expected.jsonl` (`/work/shared/datasets/README.md`): the file, its
 * document type and split, and the dataset's own labels under their own names.
 */
export const DatasetRecordSchema = z.object({
  file: z.string().min(1),
  type: z.string().nullish(),
  split: z.string().nullish(),
  id: z.string().nullish(),
  fields: z.record(z.string(), z.unknown()).default({}),
  /** SROIE: the dataset's OCR text for the scan in `file`. */
  ocr_file: z.string().nullish(),
  /** SROIE's `expected_ocr_text.jsonl`: the scan for the OCR text in `file`, when staged. */
  image: z.string().nullish(),
  /** CUAD: one of its 25 agreement types. */
  agreement_type: z.string().nullish(),
  /** ContractNLI: "non-disclosure agreement". */
  contract_subtype: z.string().nullish(),
});

export type DatasetRecord = z.infer<typeof DatasetRecordSchema>;
