import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";

/**
 * Secrets at rest for integrations (decision 0030): OAuth2 tokens sealed with AES-256-GCM, and
 * the consent's `state` signed, each under its own key derived from the server's secret
 * (AUTH_SECRET), so that a copy of the database alone reveals no token.
 */
export interface IntegrationSecrets {
  seal(plain: string): string;
  open(sealed: string): string;
  sign(payload: object): string;
  /** The signed payload, or null when the signature or its form is wrong. */
  verify(signed: string): unknown;
}

const key = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "berkas integrations", purpose, 32));

export function createIntegrationSecrets(secret: string): IntegrationSecrets {
  const sealing = key(secret, "accounting tokens");
  const signing = key(secret, "oauth state");
  const mac = (text: string) => createHmac("sha256", signing).update(text).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealing, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined)
        throw new Error("not a sealed token");
      const decipher = createDecipheriv("aes-256-gcm", sealing, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
    sign(payload) {
      const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
      return `${text}.${mac(text).toString("base64url")}`;
    },
    verify(signed) {
      const [text, signature] = signed.split(".");
      if (!text || !signature) return null;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(text);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
      } catch {
        return null;
      }
    },
  };
}
