import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ConnectionConfig } from "../connection-config.ts";
import { EMBEDDED_SETTINGS } from "./embedded-settings.ts";

const CHILD_ENTRY = fileURLToPath(new URL("./pglite-process.ts", import.meta.url));
/** pg looks for `<host>/.s.PGSQL.<port>` when the host is a directory. */
const SOCKET_PORT = 5432;
/** Names the running database's socket directory, for `berkas backup` beside `berkas start`. */
const SOCKET_NOTE = "db.socket";

export interface EmbeddedDatabase {
  connection: ConnectionConfig;
  pid: number;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another berkas process (pid ${pid}). ` +
        "Stop that process first, or point DATA_DIR at another directory.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Two PGlite instances on one directory would corrupt it; a pid lock file prevents that. */
function lockDataDirectory(dbDir: string): () => void {
  const lockPath = path.join(dbDir, "..", "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirectoryInUseError(path.dirname(lockPath), holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function waitForReady(child: ChildProcess, startTimeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("The embedded database did not start in time"));
    }, startTimeoutMs);
    child.on("message", (message: { type?: string; message?: string }) => {
      if (message.type === "ready") {
        clearTimeout(timer);
        resolve();
      } else if (message.type === "failed") {
        clearTimeout(timer);
        reject(new Error(`The embedded database failed to start: ${message.message}`));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited during start (code ${code})`));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), EMBEDDED_SETTINGS.stopTimeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The socket of the embedded database another berkas process runs on this data directory, for
 * a command that must work beside it (`berkas backup` while `berkas start` runs); the directory
 * is private to this system user, like the data directory itself.
 */
export function runningEmbeddedConnection(dataDir: string): ConnectionConfig | undefined {
  let socketDir: string;
  try {
    socketDir = fs.readFileSync(path.join(dataDir, SOCKET_NOTE), "utf8").trim();
  } catch {
    return undefined;
  }
  if (!fs.existsSync(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`))) return undefined;
  return { host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" };
}

/**
 * Starts PGlite on `<dataDir>/db` in a child process that serves the Postgres protocol on a
 * private Unix socket (a fresh 0700 directory, so no other local user can connect). A process
 * run at the lowest CPU priority beside busier work may give its start longer than the
 * product's own wait.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  startTimeoutMs: number = EMBEDDED_SETTINGS.startTimeoutMs,
): Promise<EmbeddedDatabase> {
  const dbDir = path.join(dataDir, "db");
  fs.mkdirSync(dbDir, { recursive: true });
  const unlock = lockDataDirectory(dbDir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-db-"));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);

  const child = fork(CHILD_ENTRY, [dbDir, socketPath], {
    execPath: process.execPath,
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const socketNote = path.join(dataDir, SOCKET_NOTE);
  const cleanUp = () => {
    fs.rmSync(socketNote, { force: true });
    fs.rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };

  try {
    await waitForReady(child, startTimeoutMs);
    fs.writeFileSync(socketNote, socketDir, { mode: 0o600 });
  } catch (error) {
    cleanUp();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" },
    pid: child.pid as number,
    stop() {
      stopped ??= (async () => {
        if (child.connected) child.send({ type: "stop" });
        await waitForExit(child);
        cleanUp();
      })();
      return stopped;
    },
  };
}
