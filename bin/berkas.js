#!/usr/bin/env node
// Plain JavaScript on purpose: an older Node cannot even load the TypeScript entry, so the
// version check has to happen here, before it.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);

if (major < REQUIRED_MAJOR) {
  console.error(
    `berkas needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${process.versions.node}.\n` +
      "Run it through npm (npm start), which uses the Node 24 that `npm install` put in " +
      "node_modules, or install Node.js 24 and try again. If npm install skipped install " +
      "scripts, run `npm rebuild node` first.",
  );
  process.exit(1);
}

await import("../src/server/main.ts");
