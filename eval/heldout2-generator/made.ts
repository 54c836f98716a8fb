import type { Sheet, Typeface } from "./sheet.ts";

/** One generated document: its sheets and the labels of what it prints. */
export interface Made {
  type: "receipt" | "invoice" | "billing statement" | "contract";
  kind: string;
  language: "id" | "en";
  fields: Record<string, string | number>;
  sheets: Sheet[];
  /** The PDF's Info title and author, as the program that made it would set them. */
  title: string;
  author: string;
}

/** How the document will be written: the picture's fonts may be other than the PDF's. */
export interface Target {
  picture: boolean;
  typeface: Typeface;
}
