import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The secret an invitation e-mail carries. Only its hash is stored, so neither the database
 * nor anyone who reads an invitation's id can make the link; only the mailbox that received it.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the invitation's secret, compared in constant time. */
export function invitationTokenMatches(token: string, tokenHash: string | null): boolean {
  if (!tokenHash) return false;
  const given = Buffer.from(hashInvitationToken(token), "hex");
  const stored = Buffer.from(tokenHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
