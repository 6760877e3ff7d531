/**
 * Keeping a signed-in player's progress on every device (docs/accounts.md). The game stays
 * local-first: every guess is saved in this browser first, and this module then sends what
 * changed since the server last confirmed (PUT /api/me/progress) and merges the server's
 * copy back in (core/sync.ts: completions a union, a finished day beats an unfinished one,
 * the longer list of guesses wins, preferences last-write-wins). It syncs on sign-in and
 * on load, a second after each change, and when the browser comes back online; offline,
 * changes wait. Signing out leaves this device's copy as it is.
 */
import { changeSince, EMPTY_PLAYER_DATA, isEmptyChange, mergePlayerData, type PlayerData } from '../../core/sync.ts';
import { ApiError, request } from './api.ts';
import { authState, onAuthChange } from './auth.ts';
import { emit } from './events.ts';
import { getAuthToken, onStorageChange, STORAGE_KEYS } from './storage.ts';
import {
  readConfirmed,
  readSyncedRecords,
  writeConfirmed,
  writeSyncedRecords,
  type SyncedRecords,
} from './storage/transfer.ts';

/** How long after a change the sync waits for more (a guess saves progress, then the streak). */
export const SYNC_DEBOUNCE_MS = 1000;

function confirmed(userId: string): PlayerData {
  return readConfirmed<PlayerData>(userId) ?? EMPTY_PLAYER_DATA;
}

/** This device's records as synced data. */
export function toPlayerData(r: SyncedRecords): PlayerData {
  return {
    progress: r.progress,
    completions: r.completions,
    hints: r.hints,
    preferences:
      r.preferencesUpdatedAt > 0 ? { values: { ...r.preferences }, updatedAt: r.preferencesUpdatedAt } : null,
  };
}

let running: Promise<void> | undefined;
let again = false;
/** True while a sync writes what it merged: those writes are not changes to send. */
let applying = false;

/** One sync now (or right after the one running). Resolves when done; never rejects. */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = once()
    .catch((e: unknown) => {
      // Offline or the server away: the changes stay here and go with the next sync.
      if (!(e instanceof ApiError && e.status === 0)) console.warn('Sync failed:', e);
    })
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void syncNow();
      }
    });
  return running;
}

async function once(): Promise<void> {
  const token = getAuthToken();
  const user = authState().user;
  if (!token || authState().status !== 'signed-in' || !user?.id) return;
  const mine = toPlayerData(readSyncedRecords());
  const change = changeSince(confirmed(user.id), mine);
  const answer = isEmptyChange(change)
    ? await request<{ progress: PlayerData }>('GET', '/me/progress', undefined, { token })
    : await request<{ progress: PlayerData }>('PUT', '/me/progress', change, { token });
  if (getAuthToken() !== token) return; // signed out meanwhile: leave this device alone
  const server = answer.progress;
  // Merged into the records as they are now, not as they were sent: a guess or a win saved
  // while the request was out must not be overwritten (merging only ever adds).
  const current = readSyncedRecords();
  const merged = mergePlayerData(toPlayerData(current), server);
  const broughtDays = Object.keys(server.progress).filter(
    (d) => JSON.stringify(current.progress[d]) !== JSON.stringify(merged.progress[d]),
  );
  applying = true;
  try {
    writeSyncedRecords({
      progress: merged.progress,
      completions: merged.completions,
      hints: merged.hints,
      preferences: { ...current.preferences, ...(merged.preferences?.values ?? {}) } as SyncedRecords['preferences'],
      preferencesUpdatedAt: merged.preferences?.updatedAt ?? current.preferencesUpdatedAt,
    });
  } finally {
    applying = false;
  }
  writeConfirmed(user.id, server);
  if (broughtDays.length > 0) emit('platter:synced', { dates: broughtDays });
}

/** Starts syncing for as long as the page lives (the account code calls it once); answers the stop. */
export function startSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    if (applying) return;
    clearTimeout(timer);
    timer = setTimeout(() => void syncNow(), SYNC_DEBOUNCE_MS);
  };
  let wasSignedIn = authState().status === 'signed-in';
  if (wasSignedIn) void syncNow();
  const stops = [
    onAuthChange(() => {
      const signedIn = authState().status === 'signed-in';
      if (signedIn && !wasSignedIn) void syncNow();
      wasSignedIn = signedIn;
    }),
    ...[STORAGE_KEYS.progress, STORAGE_KEYS.streak, STORAGE_KEYS.hints, STORAGE_KEYS.preferences].map((key) =>
      onStorageChange(key, soon),
    ),
  ];
  const online = () => void syncNow();
  window.addEventListener('online', online);
  return () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
    window.removeEventListener('online', online);
  };
}
