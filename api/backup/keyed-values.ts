/**
 * The keyed values in a backup, read and written through the same driver the server
 * uses (files under DATA_DIR/store, Redis, or PostgreSQL's platter_kv), stored values as
 * they are (the value and its expiry): every live value but the prefixes below, which
 * are short-lived or rebuilt by themselves. So completions (the markers and the day's
 * counters) are kept, and anything a later feature keeps there is too, unless it is
 * listed here as not worth keeping.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import type { Storage } from 'unstorage';
import { createDriverStorage, KEYED_STORE_NAME, type StorageKind } from '../stores/drivers.ts';
import type { Envelope } from '../stores/keyed-store.ts';

/** Key prefixes (the first segment of a key) a backup leaves out: what they hold, and what that costs after a
 * restore.
 */
export const SKIPPED_KEYED_PREFIXES: readonly { prefix: string; what: string; why: string }[] = [
  { prefix: 'session', what: 'sessions', why: 'everyone signs in again after a restore' },
  { prefix: 'session-user', what: 'sessions', why: "each account's list of sessions, which goes with them" },
  { prefix: 'login', what: 'login failures', why: 'the counts start again from zero' },
  { prefix: 'ratelimit', what: 'rate-limit windows', why: 'they start again from zero' },
  { prefix: 'human-check', what: 'used human-check proofs', why: 'they expire within minutes' },
  { prefix: 'token', what: 'e-mail links', why: 'a verification or password-reset link must be asked for again' },
  { prefix: 'token-used', what: 'e-mail links', why: 'used links, which go with the links' },
  { prefix: 'mail-cooldown', what: 'mail cooldowns', why: 'the pause between two mails to one address' },
];

/** The skipped values in one line: 'sessions (everyone signs in again after a restore), login failures, …'. */
export function skippedSummary(): string {
  const whats = [...new Set(SKIPPED_KEYED_PREFIXES.map((s) => s.what))];
  return whats.map((w, i) => (i === 0 ? `${w} (${SKIPPED_KEYED_PREFIXES[0]!.why})` : w)).join(', ');
}

const skipped = new Set(SKIPPED_KEYED_PREFIXES.map((s) => s.prefix));

/** Whether a key is kept in a backup. */
export function keptInBackup(key: string): boolean {
  return !skipped.has(key.split(':')[0] ?? '');
}

function isLive(value: unknown, now: number): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('v' in value)) return false;
  const expiry = (value as Envelope<unknown>).e;
  return expiry === undefined || expiry > now;
}

/** The keyed store the server of these settings uses. */
export function openKeyedStorage(kind: StorageKind, dataDir: string): Storage {
  // A lost connection is reported by the command's own error, not logged as it happens.
  return createDriverStorage(kind, dataDir, KEYED_STORE_NAME, () => {});
}

/** The live, kept keys of the store. */
async function keptKeys(storage: Storage, now: number): Promise<{ key: string; value: Envelope<unknown> }[]> {
  const found: { key: string; value: Envelope<unknown> }[] = [];
  for (const key of (await storage.getKeys()).sort()) {
    if (!keptInBackup(key)) continue;
    const value = await storage.getItem(key);
    if (isLive(value, now)) found.push({ key, value });
  }
  return found;
}

/** Writes the kept values to `file`, one JSON line `{"key": …, "value": {"v": …, "e": …}}` each; answers how many. */
export async function exportKeyedValues(storage: Storage, file: string, now = Date.now()): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  const values = await keptKeys(storage, now);
  for (const entry of values) {
    if (!out.write(`${JSON.stringify(entry)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  return values.length;
}

/** Reads a keyed.jsonl file. */
export function readKeyedValues(file: string): { key: string; value: Envelope<unknown> }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { key: string; value: Envelope<unknown> });
}

/**
 * The kept keys that hold something: any but a counter at zero (which a server writes for
 * the last days when it starts: api/stores/completions.ts recountRecent).
 */
export async function keyedValuesHeld(storage: Storage, now = Date.now()): Promise<string[]> {
  return (await keptKeys(storage, now)).filter((entry) => entry.value.v !== 0).map((entry) => entry.key);
}

/** Writes the values back; with `replace`, every kept key there was is removed first. */
export async function importKeyedValues(
  storage: Storage,
  values: readonly { key: string; value: Envelope<unknown> }[],
  replace: boolean,
  now = Date.now(),
): Promise<void> {
  if (replace) for (const { key } of await keptKeys(storage, now)) await storage.removeItem(key);
  for (const { key, value } of values) await storage.setItem(key, value as never);
}
