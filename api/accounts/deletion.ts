/**
 * Deleting an account, the same way from the API (DELETE /api/users/account) and the CLI
 * (`platter users rm`). What the terms promise happens to the person's data is done by
 * the hooks in ON_ACCOUNT_DELETED, each working on the data directory, so the CLI and the
 * server run exactly the same steps:
 * - contact messages are anonymised (name, address and IP removed; outbox copies deleted);
 * - submissions are anonymised, and the rejected ones deleted (api/admin/submissions.ts);
 * - the synced progress is deleted (api/accounts/progress.ts);
 * - the player leaves every league, and the results leagues counted are deleted
 *   (api/leagues/leagues.ts, api/leagues/results.ts).
 * The hooks run before the account is removed, so a failing hook leaves the account in
 * place and the deletion can simply be tried again (every hook must be safe to repeat).
 * The API also ends the account's sessions; a session left in a store the CLI cannot
 * reach dies anyway, because its user no longer exists.
 */
import { forgetSubmissionsOfDeletedUser } from '../admin/submissions.ts';
import { createContactStore } from './contact-messages.ts';
import { forgetSyncedProgress } from './progress.ts';
import { leaveEveryLeague } from '../leagues/leagues.ts';
import { forgetOnDayResults } from '../leagues/results.ts';
import type { UserRecord } from './user-schema.ts';
import type { AccountDeletedEvent, AccountDeletedHook } from './account-deleted.ts';
import type { UserStore } from './users.ts';
import type { RecordStore } from '../stores/records.ts';

/** Anonymises the contact messages the user sent, signed in or from their address. */
export const anonymiseContactMessages: AccountDeletedHook = async ({ user, records, dataDir }) => {
  await createContactStore(records, dataDir).anonymise(user.id, [user.email]);
};

/**
 * The steps run for every deleted account, in order. A new kind of personal record adds
 * its hook here, in this list, so that `platter users rm` (which loads no routes) runs it
 * as well as the API.
 */
export const ON_ACCOUNT_DELETED: AccountDeletedHook[] = [
  anonymiseContactMessages,
  forgetSubmissionsOfDeletedUser,
  forgetSyncedProgress,
  leaveEveryLeague,
  forgetOnDayResults,
];

/** Runs every ON_ACCOUNT_DELETED hook for the account. */
export async function onAccountDeleted(event: AccountDeletedEvent): Promise<void> {
  for (const hook of ON_ACCOUNT_DELETED) await hook(event);
}

/** Runs the hooks, then removes the account from the users file; answers the removed record. */
export async function deleteAccount(
  users: UserStore,
  user: UserRecord,
  records: RecordStore,
  dataDir: string,
): Promise<UserRecord> {
  await onAccountDeleted({ user, records, dataDir });
  return users.remove(user.id);
}
