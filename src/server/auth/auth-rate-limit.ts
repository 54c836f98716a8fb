import net from "node:net";
import type { Db } from "../db/client.ts";
import { countAttempt, rateLimited } from "../policies/rate-limit.ts";

/**
 * better-auth paths that guess or send credentials, and so are limited: changing or checking
 * the password guesses it too, with a session a thief may hold.
 */
export const LIMITED_AUTH_PATHS = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/change-password",
  "/api/auth/verify-password",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/magic-link",
  "/api/auth/request-password-reset",
  "/api/auth/forget-password",
  "/api/auth/send-verification-email",
  "/api/auth/change-email",
]);

export interface AuthRateLimits {
  windowSeconds: number;
  perIp: number;
  perEmail: number;
}

export const AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 10 * 60,
  perIp: 30,
  perEmail: 10,
};

/** The eight 16-bit groups of an IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [(Number(dotted[1]) << 8) | Number(dotted[2]), (Number(dotted[3]) << 8) | Number(dotted[4])]
        .map((group) => group.toString(16))
        .join(":")
    : address;
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What one client is counted as: its IPv4 address, or its IPv6 /64, since one subscriber is
 * handed a whole /64 and could otherwise try from a new address every time.
 */
export function clientNetwork(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split("%")[0] ?? ip);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** Throws RATE_LIMITED once an IP or an e-mail address has tried too often in the window. */
export async function limitAuthAttempt(
  db: Db,
  limits: AuthRateLimits,
  ip: string,
  email: string | undefined,
) {
  const byAddress = await countAttempt(db, `ip:${clientNetwork(ip)}`, limits.windowSeconds);
  if (byAddress.count > limits.perIp) throw rateLimited(byAddress.retryAfterSeconds);
  if (!email) return;
  const byEmail = await countAttempt(
    db,
    `email:${email.trim().toLowerCase()}`,
    limits.windowSeconds,
  );
  if (byEmail.count > limits.perEmail) throw rateLimited(byEmail.retryAfterSeconds);
}
