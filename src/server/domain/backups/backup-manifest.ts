import { z } from "zod";
import { BACKUPS } from "../../../contracts/backups.ts";

/**
 * `manifest.json`, written last: a backup without one is not a backup. It names every table
 * with its row count and dump file, and every stored file by the SHA-256 of its content; the
 * files themselves live in the pool beside the backups (`../blobs`), shared between them.
 */
export const manifestSchema = z.object({
  format: z.literal("berkas-backup"),
  formatVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The installation's id (table `instance`), carried over by a restore. */
  instanceId: z.string().nullable(),
  /** The migrations the dumped database had, by journal tag; the last one matters. */
  migrations: z.array(z.string()),
  /** Whether the files in the pool are sealed (FILE_ENCRYPTION_KEY); verify then needs the key. */
  filesEncrypted: z.boolean(),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int(),
      /** Columns dumped, in order; generated columns are left to the database to compute. */
      columns: z.array(z.string()),
      file: z.string(),
      bytes: z.number().int(),
      sha256: z.string(),
    }),
  ),
  blobs: z.array(z.object({ sha256: z.string() })),
  /**
   * DATA_DIR's generated auth secret, when AUTH_SECRET was not set: sessions and the sealed
   * integration tokens depend on it. Sealed like the files.
   */
  authSecretFile: z.string().nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest["tables"][number];

export function parseManifest(text: string): Manifest {
  const manifest = manifestSchema.parse(JSON.parse(text));
  if (manifest.formatVersion > BACKUPS.formatVersion) {
    throw new Error(
      `This backup has format ${manifest.formatVersion}; this berkas reads up to ${BACKUPS.formatVersion}. Restore it with a newer berkas.`,
    );
  }
  return manifest;
}
