/** What `pg` needs to reach either a PostgreSQL server or the embedded database's socket. */
export type ConnectionConfig =
  { connectionString: string } | { host: string; port: number; user: string; database: string };
