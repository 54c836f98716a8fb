import { pino } from "pino";
import { inject } from "vitest";
import { connectDatabase, type Database } from "../../src/server/db/client.ts";

/** A connection pool to the run's shared, migrated test database. */
export function connectTestDatabase(poolSize = 3): Database {
  return connectDatabase(inject("databaseKind"), inject("databaseConnection"), poolSize);
}

export const silentLogger = pino({ level: "silent" });
