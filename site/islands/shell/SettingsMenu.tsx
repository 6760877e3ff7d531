/**
 * The settings menu's list, shown when the menu button opens it: loaded then (warmed up
 * when the pointer or the focus reaches the button), never with the page.
 */
import type { Locale } from '../../../core/locales.ts';
import { useMessages } from '../../i18n/messages.ts';
import { openDialog, STATIC_DIALOGS } from '../../lib/dialogs.ts';
import type { PlatterEvents } from '../../lib/events.ts';
import { SUPPORT_LINKS } from '../../lib/site-config.ts';
import type { AccountParts } from '../Shell.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

interface SettingsMenuProps {
  locale: Locale;
  /** The account code, when loaded: its entries replace the plain Login entry. */
  account: AccountParts | undefined;
  /** Closes the menu and opens one of the shell's modals. */
  open: (modal: PlatterEvents['platter:open']['modal']) => void;
  closeMenu: () => void;
}

export default function SettingsMenu({ locale, account, open, closeMenu }: SettingsMenuProps) {
  const m = useMessages('shell');
  return (
    <ul className="menu-list" id="settings-menu">
      <li>
        <button type="button" onClick={() => open('options')} autoFocus>
          {m.menu_options()}
        </button>
      </li>
      <li>
        <button
          type="button"
          onClick={() => {
            closeMenu();
            openDialog(STATIC_DIALOGS.howToPlay);
          }}
        >
          {m.menu_how_to_play()}
        </button>
      </li>
      <li>
        <button type="button" onClick={() => open('stats')}>
          {m.menu_stats()}
        </button>
      </li>
      <li>
        <a href={SUPPORT_LINKS[0].href} target="_blank" rel="noopener">
          {m.menu_support()}
        </a>
      </li>
      <li>
        <button type="button" onClick={() => open('performance')}>
          {m.menu_performance()}
        </button>
      </li>
      {account ? (
        <account.AccountMenuItems openLogin={() => open('login')} closeMenu={closeMenu} />
      ) : (
        // What AccountMenuItems shows a signed-out player, without loading it.
        <li>
          <button type="button" onClick={() => open('login')}>
            {m.menu_login()}
          </button>
        </li>
      )}
      <LanguageMenu locale={locale} label={m.menu_language()} />
    </ul>
  );
}
