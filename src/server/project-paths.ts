import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WEB_BUILD_DIR = path.join(PROJECT_ROOT, "dist", "web");
/** The web build's second output: public pages rendered on the server (decision 0027). */
export const WEB_RENDER_DIR = path.join(PROJECT_ROOT, "dist", "web-render");
