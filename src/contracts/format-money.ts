/**
 * An amount as each language writes it (domain/indonesia.md §3): "Rp 5.194.800" in Indonesian,
 * "IDR 5,194,800" in English; cents only for currencies that have them.
 */
/** The currency of an amount whose document names none: the product's home currency. */
export const DEFAULT_CURRENCY = "IDR";

export function formatMoney(amount: number, currency: string | null, language: string): string {
  const code = currency ?? DEFAULT_CURRENCY;
  const indonesian = language === "id";
  const wholeUnits = code === "IDR";
  try {
    return new Intl.NumberFormat(indonesian ? "id-ID" : "en-US", {
      style: "currency",
      currency: code,
      currencyDisplay: indonesian && wholeUnits ? "symbol" : "code",
      minimumFractionDigits: wholeUnits ? 0 : 2,
      maximumFractionDigits: wholeUnits ? 0 : 2,
    })
      .format(amount)
      .replace(/\u00a0/g, " ");
  } catch {
    return `${code} ${amount}`;
  }
}
