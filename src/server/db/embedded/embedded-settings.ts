export const EMBEDDED_SETTINGS = {
  /**
   * The socket server refuses connections past this cap, so every pool that talks to the
   * embedded database (app, jobs, a second process) must add up to less.
   */
  maxConnections: 100,
  checkpointIntervalMs: 5 * 60_000,
  postgresqlConf: ["wal_recycle = off", "min_wal_size = 32MB", "max_wal_size = 64MB"],
  startTimeoutMs: 120_000,
  stopTimeoutMs: 30_000,
} as const;
