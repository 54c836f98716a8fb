import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeBlobStore } from "./blob-store-contract.ts";
import { createLocalBlobStore } from "./local-blob-store.ts";

/** Every file under the root, the store's own tmp/ included, with "/" separators. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join("/"));
}

describeBlobStore("local blob store", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-blobs-"));
  const notADirectory = path.join(os.tmpdir(), `${path.basename(root)}-file`);
  fs.writeFileSync(notADirectory, "");
  return {
    store: createLocalBlobStore(root),
    storedNames: () => filesUnder(root),
    unusableStore: createLocalBlobStore(notADirectory),
    cleanup: async () => {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(notADirectory, { force: true });
    },
  };
});
