/**
 * The records in PostgreSQL, in a backup: `pg_dump --format=custom` of the database
 * (every table: platter_records with every collection, the counters, the migrations
 * applied), without the keyed values of platter_kv, which the backup keeps apart
 * (api/backup/keyed-values.ts) so that sessions are left out whatever holds them; and
 * `pg_restore --clean --if-exists` to put them back. The password goes to the programs in
 * PGPASSWORD, never on their command line, where `ps` would show it.
 */
import { execFile } from 'node:child_process';
import postgres from 'postgres';
import { findPostgresPrograms } from '../stores/postgres-programs.ts';
import { describePostgres } from '../stores/records-postgres.ts';

/** Why a PostgreSQL backup cannot run here. */
export const PG_DUMP_MISSING =
  'pg_dump and pg_restore are not installed (apt-get install postgresql-client), or set PG_BIN to their folder';

/** The URL without its password, and the environment that passes the password instead. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.href, env };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const dir = findPostgresPrograms('pg_dump', 'pg_restore');
  if (!dir) return Promise.reject(new Error(PG_DUMP_MISSING));
  return new Promise((resolve, reject) => {
    execFile(`${dir}/${program}`, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${program} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

/** Dumps the database at `url` into `file` (custom format). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { url: bare, env } = connection(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--exclude-table-data=platter_kv', `--file=${file}`, `--dbname=${bare}`],
    env,
  );
}

/** Restores `file` into the database at `url`, replacing the tables it holds, in one transaction. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { url: bare, env } = connection(url);
  await run(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${bare}`, file],
    env,
  );
}

/** How many records the database holds (0 when Platter never ran there). */
export async function countPostgresRecords(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [table] = await sql<{ name: string | null }[]>`SELECT to_regclass('platter_records')::text AS name`;
    if (!table?.name) return 0;
    const [row] = await sql<{ n: string }[]>`SELECT count(*) AS n FROM platter_records`;
    return Number(row?.n ?? 0);
  } catch (error) {
    throw new Error(`Cannot read ${describePostgres(url)}: ${(error as Error).message}`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}
