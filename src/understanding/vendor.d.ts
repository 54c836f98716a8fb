/** The part of packages without their own types that understanding uses. */

declare module "stopword" {
  /** English function words ("the", "under", "between", "now"), lower case. */
  export const eng: readonly string[];
}
