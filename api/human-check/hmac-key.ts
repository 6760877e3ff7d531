/**
 * The secret that signs ALTCHA challenges: HUMAN_CHECK_HMAC_KEY when set (several API
 * instances must share it), else a random key made on first start and kept in
 * <dataDir>/human-check.key, so challenges handed out before a restart still verify.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** The key file's name inside the data directory. */
export const HMAC_KEY_FILE = 'human-check.key';

/** The signing key: `configured` when given, else the data directory's key, created when missing. */
export function loadHmacKey(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const path = join(dataDir, HMAC_KEY_FILE);
  try {
    const key = readFileSync(path, 'utf8').trim();
    if (key.length >= 32) return key;
    throw new Error(`${path} holds a key shorter than 32 characters; delete the file to make a new one`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    writeFileSync(path, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (e) {
    // Another process made it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw e;
  }
}
