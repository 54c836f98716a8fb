import fs from "node:fs";
import path from "node:path";
import { createBuilder } from "vite";
import {
  loadPageRender,
  type RenderPageBody,
} from "../../src/server/public-site/render-public-page.ts";
import { PROJECT_ROOT } from "../../src/server/project-paths.ts";

/**
 * The public pages' server render built as `vite build` builds it (decision 0027), into a
 * folder of its own under dist/ (so its libraries resolve from node_modules, as the real
 * build's do), and loaded as the server loads it. About two seconds.
 */
export async function buildPageRender(): Promise<{
  render: RenderPageBody;
  remove: () => void;
}> {
  fs.mkdirSync(path.join(PROJECT_ROOT, "dist"), { recursive: true });
  const outDir = fs.mkdtempSync(path.join(PROJECT_ROOT, "dist", "test-web-render-"));
  const builder = await createBuilder({
    configFile: path.join(PROJECT_ROOT, "vite.config.ts"),
    logLevel: "error",
    environments: { ssr: { build: { outDir, emptyOutDir: true } } },
  });
  await builder.build(builder.environments.ssr!);
  return {
    render: await loadPageRender(outDir),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
