import type { PGlite } from "@electric-sql/pglite";

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SIMPLE_QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'

/**
 * Stands in for pglite-socket's query queue, which interleaves the messages of an extended-query
 * batch (Parse, Bind, Execute, Sync) from different connections on PGlite's one session: one
 * connection's Bind then meets another's statement ("portal does not exist", or wrong rows;
 * electric-sql/pglite#1046). Here a connection keeps the session from its first message until
 * the session is ready for a new query outside a transaction: after a simple query or a Sync
 * with no transaction open, after the start-up packet, or when it disconnects. The others wait.
 * Same methods as the queue it replaces, because pglite-socket's connection handlers call them.
 */
export class ProtocolQueue {
  private readonly db: PGlite;
  private pending: Pending[] = [];
  private owner: number | null = null;
  private draining = false;

  constructor(db: PGlite) {
    this.db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: Pending["onData"]): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (const item of this.pending.filter((entry) => entry.handlerId === handlerId)) {
      item.reject(new Error("Handler disconnected"));
    }
    this.pending = this.pending.filter((entry) => entry.handlerId !== handlerId);
  }

  /** A connection that goes away mid-batch or mid-transaction gives the session back. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.drain();
  }

  private next(): Pending | undefined {
    const index =
      this.owner === null ? 0 : this.pending.findIndex((entry) => entry.handlerId === this.owner);
    return index === -1 ? undefined : this.pending.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        // A transaction nobody owns was left by a connection that went away inside it (it sent
        // Terminate mid-transaction). Left open, it would swallow the next connection's work
        // ("current transaction is aborted"), so it ends here.
        if (this.owner === null && this.db.isInTransaction()) await this.db.exec("ROLLBACK");
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        this.owner = this.endsTurn(item.message) ? null : item.handlerId;
      }
    } finally {
      this.draining = false;
    }
  }

  private endsTurn(message: Uint8Array): boolean {
    const type = message[0];
    // The start-up packet begins with its length, not a type letter.
    if (type === 0 || type === TERMINATE) return true;
    return (type === SIMPLE_QUERY || type === SYNC) && !this.db.isInTransaction();
  }
}
