/**
 * Moving progress between browsers: the export file (player.md section 5: JSON,
 * dataType 'localStorage', version 1.0, a data field) and its import with the spec's
 * three messages. Reading and writing the records stays with storage.ts; this module
 * only shapes and checks the file, and loads only when Options opens.
 */
import { request } from './api.ts';
import { authState } from './auth.ts';
import { getAuthToken, STORAGE_KEYS } from './storage.ts';
import { playerRecords, restoreRecord } from './storage/transfer.ts';

/** The export file. */
export interface ExportFile {
  dataType: 'localStorage';
  version: '1.0';
  /** ISO time of the export. */
  exportedAt: string;
  /** Stored records by key: progress, streaks, preferences, cookie consent, revealed hints. */
  data: Record<string, unknown>;
  /** Signed in: the copy the account keeps on the server (GET /api/me/progress), as it was at export. */
  synced?: {
    account: string;
    progress: unknown;
    updated_at: string | null;
    /** The leagues the account is in (GET /api/leagues), and its results they counted (GET /api/me/results). */
    leagues?: unknown;
    results?: unknown;
  };
}

/** The import messages, word for word from the spec. */
export const IMPORT_ERRORS = {
  invalid: 'Invalid file format. Please select a valid data export file.',
  empty: 'No data found in the import file.',
  unreadable: 'Failed to read the file. Please try again.',
} as const;

/** Everything the player would want to carry to another browser, as the export file. */
export function exportData(): ExportFile {
  return { dataType: 'localStorage', version: '1.0', exportedAt: new Date().toISOString(), data: playerRecords() };
}

/**
 * The export file with, for a signed-in player, what the account keeps on the server (the
 * data export the privacy page promises). Without a session, or offline, the local part alone.
 */
export async function exportDataWithAccount(): Promise<ExportFile> {
  const file = exportData();
  const token = getAuthToken();
  const user = authState().user;
  if (!token || !user) return file;
  try {
    const answer = await request<{ progress: unknown; updated_at: string | null }>('GET', '/me/progress', undefined, {
      token,
    });
    file.synced = { account: user.username, progress: answer.progress, updated_at: answer.updated_at };
    const [leagues, results] = await Promise.all([
      request<{ leagues: unknown }>('GET', '/leagues', undefined, { token }),
      request<{ results: unknown }>('GET', '/me/results', undefined, { token }),
    ]);
    file.synced.leagues = leagues.leagues;
    file.synced.results = results.results;
  } catch (e) {
    console.warn("Export: the account's synced copy could not be fetched; exporting this browser's data only.", e);
  }
  return file;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Restores an export file's records, replacing the ones it carries. Throws an Error
 * with the spec's message when the text is not an export file or carries nothing
 * usable. Returns the number of records restored.
 */
export function importData(text: string): number {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new Error(IMPORT_ERRORS.invalid);
  }
  if (!isObject(file) || file.dataType !== 'localStorage') throw new Error(IMPORT_ERRORS.invalid);
  if (!isObject(file.data) || Object.keys(file.data).length === 0) throw new Error(IMPORT_ERRORS.empty);
  let restored = 0;
  for (const key of Object.values(STORAGE_KEYS)) {
    const value = file.data[key];
    if (value === undefined) continue;
    if (restoreRecord(key, value)) restored++;
    else console.warn(`Import: skipping ${key}, it does not look like a Platter record.`);
  }
  if (restored === 0) throw new Error(IMPORT_ERRORS.empty);
  return restored;
}

/** Reads a chosen file's text; rejects with the spec's message when the browser cannot. */
export function readImportFile(file: Blob): Promise<string> {
  return file.text().catch(() => {
    throw new Error(IMPORT_ERRORS.unreadable);
  });
}
