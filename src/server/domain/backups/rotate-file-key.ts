import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { RekeyableBlobStore } from "../../providers/storage/blob-store.ts";
import type { BackupPlace } from "./backup-place.ts";
import { readManifest } from "./read-backup.ts";

export interface RotationResult {
  /** Files rewritten under the current key. */
  rewritten: number;
  /** Files already under it. */
  unchanged: number;
}

/**
 * Re-seals every stored file under FILE_ENCRYPTION_KEY (or unseals them all when no key is set),
 * opening each with whichever configured key sealed it. Each file is rewritten whole and
 * checked against its name before it replaces the old one, so a rotation cut short leaves every
 * file readable under the keys configured; running it again finishes the rest. Once it reports
 * nothing left, the old keys can be removed from FILE_ENCRYPTION_KEYS_OLD.
 */
export async function rotateFileKey(store: RekeyableBlobStore): Promise<RotationResult> {
  const result: RotationResult = { rewritten: 0, unchanged: 0 };
  for await (const blob of store.list()) {
    if (await store.rekey(blob.sha256)) result.rewritten++;
    else result.unchanged++;
  }
  return result;
}

/**
 * Re-seals under FILE_ENCRYPTION_KEY the auth secret each backup at `place` keeps beside its
 * manifest (when the installation generated its own). It is no pool file, so `rotateFileKey`
 * on the pool leaves it; without this, a backup's restore would need the old key after it was
 * removed from FILE_ENCRYPTION_KEYS_OLD.
 */
export async function rotateBackupSecrets(place: BackupPlace): Promise<RotationResult> {
  const result: RotationResult = { rewritten: 0, unchanged: 0 };
  for (const name of await place.list()) {
    const { authSecretFile } = await readManifest(place, name);
    if (!authSecretFile) continue;
    const stored = await buffer(await place.readFile(name, authSecretFile));
    if (place.cipher.isCurrent(stored)) {
      result.unchanged++;
      continue;
    }
    const secret = await buffer(place.cipher.opening(Readable.from([stored])));
    const resealed = await buffer(Readable.from([secret]).pipe(place.cipher.sealing()));
    await place.replaceFile(name, authSecretFile, resealed);
    result.rewritten++;
  }
  return result;
}
