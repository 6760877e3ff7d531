/**
 * What a step of deleting an account receives (api/accounts/deletion.ts runs the steps;
 * the modules that keep personal records each export one).
 */
import type { RecordStore } from '../stores/records.ts';
import type { UserRecord } from './user-schema.ts';

/** What a hook learns about the deleted account. */
export interface AccountDeletedEvent {
  /** The account as it was (id, username, email ...). */
  user: UserRecord;
  /** The records store holding the records to change. */
  records: RecordStore;
  /** The data directory (the outbox's copies of mail). */
  dataDir: string;
}

/** One step of deleting an account's data. Must be idempotent. */
export type AccountDeletedHook = (event: AccountDeletedEvent) => Promise<void>;
