import { text } from "node:stream/consumers";
import { parseManifest, type Manifest } from "./backup-manifest.ts";
import { MANIFEST_FILE, type BackupPlace } from "./backup-place.ts";

/** The manifest of a complete backup; a missing one means the backup never finished. */
export async function readManifest(place: BackupPlace, name: string): Promise<Manifest> {
  const stream = await place.readFile(name, MANIFEST_FILE).catch((error: unknown) => {
    throw new Error(
      `${place.locationOf(name)} has no ${MANIFEST_FILE}: it is not a complete backup`,
      { cause: error },
    );
  });
  return parseManifest(await text(stream));
}
