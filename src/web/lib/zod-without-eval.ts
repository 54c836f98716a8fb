import { config } from "zod";

// Our CSP forbids eval. zod's faster parsers probe for it as each object schema is made, and the
// browser reports every probe as a policy violation (Lighthouse's best practices count it), so
// this module is imported before any schema exists.
config({ jitless: true });
