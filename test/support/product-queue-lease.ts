import { setTimeout as sleep } from "node:timers/promises";

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Longer than any one of these files takes; a crashed file's lease lapses after it. */
const LEASE_MINUTES = 15;
const WAIT_MS = 12 * 60 * 1000;

/**
 * The test files that run `berkas worker` processes use the product's own job queues (no test
 * namespace: a worker process takes the queues the product names) on the one test database, so
 * one file's worker would take another file's jobs, to be killed or counted there. Each such file
 * holds this lease while its workers and uploads run; the others wait for it. A row rather than
 * an advisory lock: the embedded database is one session for all its connections, where a
 * session's lock would be everybody's. Returns the release.
 */
export async function leaseProductQueues(
  pool: Queryable,
  holder: string,
): Promise<() => Promise<void>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await pool.query(
        `create table if not exists test_product_queue_lease
           (id int primary key, holder text not null, held_until timestamptz not null)`,
      );
      const { rows } = await pool.query(
        `insert into test_product_queue_lease (id, holder, held_until)
           values (1, $1, now() + make_interval(mins => $2))
         on conflict (id) do update set holder = excluded.holder, held_until = excluded.held_until
           where test_product_queue_lease.held_until < now()
         returning holder`,
        [holder, LEASE_MINUTES],
      );
      if (rows.length > 0) break;
    } catch (error) {
      // Two files creating the table at once: one of them is told it exists; try again.
      if (!(error instanceof Error && /already exists|duplicate key/.test(error.message))) {
        throw error;
      }
    }
    if (Date.now() > deadline) throw new Error(`${holder}: the product's job queues stayed leased`);
    await sleep(500);
  }
  return async () => {
    await pool.query(`delete from test_product_queue_lease where id = 1 and holder = $1`, [holder]);
  };
}
