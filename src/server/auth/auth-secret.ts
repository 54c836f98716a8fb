import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * AUTH_SECRET signs session cookies. Without one (a newcomer's embedded setup) a random secret
 * is made once and kept in DATA_DIR, readable only by its owner, so sessions survive restarts.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
