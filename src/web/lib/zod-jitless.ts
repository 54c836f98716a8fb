/**
 * "zod" as the browser build resolves it (vite.config.ts): zod with `jitless` set before any
 * schema exists. Zod otherwise probes `new Function` when it makes its first object schema,
 * and our Content-Security-Policy (no `unsafe-eval`) reports that probe as a violation on
 * every page (Lighthouse best practices, issue 19). Schemas parse the same, only without
 * compiled fast paths, which forms and responses of a few fields do not miss.
 */
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z as default };
