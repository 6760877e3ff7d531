/**
 * The words of admin writes: the 409 answer of a stale write. Commit messages are
 * core/commit-messages.ts's, shared with the CLI.
 */

/**
 * The 409 answer when the thing the admin loaded changed since: 'This food was changed by
 * someone else ...', with the file and the commit that changed it when known.
 */
export function staleMessage(thing: string, cause?: string): string {
  return (
    `This ${thing} was changed by someone else since you loaded it${cause ? ` (${cause})` : ''}. ` +
    'Reload and try again.'
  );
}
