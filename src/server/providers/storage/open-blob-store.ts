import path from "node:path";
import type { RekeyableBlobStore } from "./blob-store.ts";
import { createFileCipher, type FileKeys } from "./file-cipher.ts";
import { createLocalBlobStore } from "./local-blob-store.ts";
import { createS3BlobStore, type S3BlobStoreOptions } from "./s3-blob-store.ts";

/** The file store the configuration names: S3 when set, else DATA_DIR/files; sealed with a key. */
export function openBlobStore(settings: {
  s3: S3BlobStoreOptions | undefined;
  dataDir: string;
  fileKeys: FileKeys;
}): RekeyableBlobStore {
  const cipher = createFileCipher(settings.fileKeys);
  return settings.s3
    ? createS3BlobStore({ ...settings.s3, cipher })
    : createLocalBlobStore(path.join(settings.dataDir, "files"), cipher);
}
