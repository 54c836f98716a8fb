import { z } from "zod";

/**
 * The tax office's e-Faktur validation service: a printed e-Faktur's QR code holds a URL on this
 * host (`http://<host>/validasi/faktur/<seller NPWP>/<faktur number>/<signature>`), whose answer
 * is the faktur as the tax office (DJP) recorded it. berkas keeps the URL for the accountant to
 * open and never fetches it.
 */
export const EFAKTUR_VALIDATION_HOST = "svc.efaktur.pajak.go.id";

/** Longer than any validation URL (its signature is at most a few hundred hex digits). */
const MAX_VALIDATION_URL_LENGTH = 1_000;

/**
 * Whether a QR code's text is a validation URL of the tax office: http(s) on exactly that host,
 * its default port, and no user name, so that a look-alike (`<host>.example.com`,
 * `example.com/?<host>`, `<host>@example.com`) is not taken for it.
 */
export function isEfakturValidationUrl(text: string): boolean {
  if (text.length > MAX_VALIDATION_URL_LENGTH || !URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.hostname === EFAKTUR_VALIDATION_HOST &&
    url.port === "" &&
    url.username === "" &&
    url.password === ""
  );
}

/**
 * What the reader saw of a QR code on a document's first page: whether one was decoded, and its
 * URL only when that is the tax office's validation URL (any other code's text is not kept).
 */
export const verificationQrSchema = z.object({
  found: z.boolean(),
  validation_url: z.string().refine(isEfakturValidationUrl).nullable(),
});
export type VerificationQr = z.infer<typeof verificationQrSchema>;

/** The reading of a decoded QR code's text (null: none was decoded). */
export function verificationQrOf(decoded: string | null): VerificationQr {
  return {
    found: decoded !== null,
    validation_url: decoded !== null && isEfakturValidationUrl(decoded) ? decoded : null,
  };
}
