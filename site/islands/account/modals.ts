/**
 * Opening the account modals (change password, delete account) from the settings menu.
 * The menu unmounts when it closes, so the modals live in AccountBar, which is always
 * mounted; the two meet through this window event.
 */

/** The account modals. */
export type AccountModal = 'change-password' | 'delete-account';

const EVENT = 'platter:account-modal';

/** Asks AccountBar to open a modal. */
export function openAccountModal(modal: AccountModal): void {
  window.dispatchEvent(new CustomEvent<AccountModal>(EVENT, { detail: modal }));
}

/** Calls `handler` for each request to open a modal; answers the function that stops listening. */
export function onAccountModal(handler: (modal: AccountModal) => void): () => void {
  const fn = (e: Event) => handler((e as CustomEvent<AccountModal>).detail);
  window.addEventListener(EVENT, fn);
  return () => window.removeEventListener(EVENT, fn);
}
