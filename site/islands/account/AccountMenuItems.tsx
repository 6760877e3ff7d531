/**
 * The settings menu's account entries (admin.md, "Settings menu"). Signed out: Login.
 * Signed in: Leagues (the league page, docs/leagues.md), Debug Requests (the request logger's switch),
 * Change Password, Delete Account, and Sign Out after 'Are you sure you want to sign
 * out?'. The shell renders this inside its menu list.
 */
import { ACCOUNT_MENU_MESSAGES, displayName } from '../../../core/accounts.ts';
import { logout, useAuth } from '../../lib/auth.ts';
import { toggleRequestLogger } from '../../lib/request-logger.ts';
import { usePreferences } from '../../lib/use-preferences.ts';
import { openAccountModal } from './modals.ts';
import './account.css';
import { useLocale, useMessages } from '../../i18n/messages.ts';
import { localizedPath } from '../../../core/locales.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';

interface Props {
  /** Opens the Login modal (the shell's). */
  openLogin: () => void;
  /** Closes the menu after a choice. */
  closeMenu?: () => void;
}

export default function AccountMenuItems({ openLogin, closeMenu = () => {} }: Props) {
  const auth = useAuth();
  const { logsEnabled } = usePreferences();
  const locale = useLocale();
  const m = useMessages('windows');
  const shell = useMessages('shell');
  const errorText = useErrorText();
  if (auth.status !== 'signed-in') {
    return (
      <li>
        <button type="button" onClick={openLogin}>
          {shell.menu_login()}
        </button>
      </li>
    );
  }
  const choose = (action: () => void) => () => {
    closeMenu();
    action();
  };
  return (
    <>
      {/* The top bar drops 'Logged in as' on a phone: the menu says it there. */}
      {auth.user ? (
        <li className="account-first menu-signed-in">
          {m.logged_in_as()} <strong>{displayName(auth.user)}</strong>
        </li>
      ) : null}
      <li className="account-first">
        <a href={localizedPath('/leagues/', locale)} onClick={closeMenu}>
          {m.menu_leagues()}
        </a>
      </li>
      <li>
        <button type="button" aria-pressed={logsEnabled} onClick={() => toggleRequestLogger()}>
          {m.menu_debug_requests()}
        </button>
      </li>
      <li>
        <button type="button" onClick={choose(() => openAccountModal('change-password'))}>
          {m.menu_change_password()}
        </button>
      </li>
      <li>
        <button type="button" onClick={choose(() => openAccountModal('delete-account'))}>
          {m.menu_delete_account()}
        </button>
      </li>
      <li>
        <button
          type="button"
          onClick={choose(() => {
            if (confirm(errorText(ACCOUNT_MENU_MESSAGES.signOut))) void logout();
          })}
        >
          {m.menu_sign_out()}
        </button>
      </li>
    </>
  );
}
