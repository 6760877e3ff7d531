/**
 * The shell island on every page: the top bar's tools (streak on / only, theme toggle,
 * support button, settings menu), the shell's modals, toasts, the cookie banner, the
 * keyboard shortcuts (shell/use-shortcuts.ts), the appearance preferences and the service
 * worker (shell/use-page-setup.ts). Modals are
 * loaded only when shown, to keep the first load small. The cookie banner is rendered on
 * the server, so that a first visit paints it at once (CONSENT_STORED_ATTRIBUTE hides it
 * from a player who already chose until the shell has checked the stored choice).
 *
 * The account code (the 'Logged in as' bar, the signed-in menu entries, the session
 * checks and the admin links) is loaded the same way: only when a session token is
 * stored, when the player opens Login, or when Debug Requests is on. A signed-out first
 * visit downloads none of it; its menu shows a plain Login entry instead.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary.tsx';
import { FlameIcon, HeartIcon, MenuIcon, MoonIcon, SunIcon } from '../components/Icons.tsx';
import { listen, type PlatterEvents } from '../lib/events.ts';
import { SUPPORT_LINKS } from '../lib/site-config.ts';
import {
  AUTH_TOKEN_KEY,
  getAuthToken,
  getPreferences,
  onStorageChange,
  PREFERENCES_KEY,
  setPreferences,
} from '../lib/storage.ts';
import CookieBanner from './shell/CookieBanner.tsx';
import { loadMessages, pageLocale, useLocale, useMessages, withLocale } from '../i18n/messages.ts';
import '../i18n/ready/shell.ts';
import { usePageSetup, useStreakDays } from './shell/use-page-setup.ts';
import { useShortcuts } from './shell/use-shortcuts.ts';
import { replayEarlyEvents } from './shell/early-events.ts';

/** A modal's code and its words (the windows messages, in the page's language), fetched side by side. */
function windowWith<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages('windows', pageLocale())]).then(([module]) => module);
}

const OptionsModal = lazy(windowWith(() => import('./shell/OptionsModal.tsx')));
const PerformanceMonitor = lazy(windowWith(() => import('./shell/PerformanceMonitor.tsx')));
const LoginModal = lazy(windowWith(() => import('./account/LoginModal.tsx')));
const ShortcutsModal = lazy(windowWith(() => import('./shell/ShortcutsModal.tsx')));
const StatsModal = lazy(windowWith(() => import('./shell/StatsModal.tsx')));
const ManualCopyModal = lazy(windowWith(() => import('./shell/ManualCopyModal.tsx')));
const LanguageSuggestion = lazy(() => import('./shell/LanguageSuggestion.tsx'));
/** The menu's list (and its language picker) renders only when the menu opens, so it comes then. */
const loadSettingsMenu = () => import('./shell/SettingsMenu.tsx');
const SettingsMenu = lazy(loadSettingsMenu);

type ModalName = PlatterEvents['platter:open']['modal'];

/** The id of the top bar's empty slot for the admin links (site/components/TopBar.astro). */
export const ADMIN_LINKS_SLOT = 'admin-links-slot';

/** The account code's parts the shell and its menu render. */
export type AccountParts = typeof import('./account/AccountShell.tsx');

let accountParts: Promise<AccountParts> | undefined;
/** Loads the account code once; a failed load may be tried again (the network may be back). */
function loadAccountParts(): Promise<AccountParts> {
  accountParts ??= import('./account/AccountShell.tsx').catch((e: unknown) => {
    accountParts = undefined;
    throw e;
  });
  return accountParts;
}

/** Whether this browser needs the account code now: a stored session, or the request logger switched on. */
function accountWanted(): boolean {
  return getAuthToken() !== undefined || getPreferences().logsEnabled;
}

interface ShellProps {
  /** Show the streak indicator (the / page only). */
  streak?: boolean;
  /** Open How to Play on a first visit (the game pages). */
  intro?: boolean;
}

let toastId = 0;

function Shell({ streak = false, intro = false }: ShellProps) {
  const m = useMessages('shell');
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [modal, setModal] = useState<ModalName | undefined>(undefined);
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const [manualCopy, setManualCopy] = useState<string | undefined>(undefined);
  const [account, setAccount] = useState<AccountParts | undefined>(undefined);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const { banner, hydrated, hideBanner } = usePageSetup(intro);

  // The account code: at start for a stored session, later when one appears (a login here
  // or in another tab) or when the Login modal opens.
  const wantAccount = useCallback(() => {
    loadAccountParts().then(
      (parts) => setAccount(parts),
      (e: unknown) => console.error('Loading the account code failed:', e),
    );
  }, []);
  useEffect(() => {
    if (account) return;
    const check = () => {
      if (accountWanted()) wantAccount();
    };
    check();
    const stops = [onStorageChange(AUTH_TOKEN_KEY, check), onStorageChange(PREFERENCES_KEY, check)];
    return () => stops.forEach((stop) => stop());
  }, [account, wantAccount]);
  useEffect(() => {
    if (modal === 'login' && !account) wantAccount();
  }, [modal, account, wantAccount]);

  const streakDays = useStreakDays(streak);

  useEffect(() => {
    const stops = [
      listen('platter:toast', ({ text, ms }) => {
        const id = ++toastId;
        setToasts((t) => [...t, { id, text }]);
        setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), ms ?? 2000);
      }),
      listen('platter:open', ({ modal: name }) => setModal(name)),
      listen('platter:manual-copy', ({ text }) => setManualCopy(text)),
    ];
    return () => stops.forEach((s) => s());
  }, []);

  // A click outside the menu or Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const onClick = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const toggleTheme = useCallback(() => {
    const dark = document.documentElement.getAttribute('data-theme') !== 'dark';
    setPreferences({ darkMode: dark });
    return dark;
  }, []);

  const open = (name: ModalName) => {
    setMenuOpen(false);
    setModal(name);
  };

  useShortcuts({ menuOpen, setMenuOpen, setModal, toggleTheme });
  // Last of the effects, so every listener above is in place: what came before the shell
  // hydrated (an event, a shortcut's key) is sent again now (site/lib/client-shell.ts).
  useEffect(replayEarlyEvents, []);

  return (
    <>
      {account ? <account.AccountTopBar adminLinksSlot={ADMIN_LINKS_SLOT} /> : null}
      {streak ? (
        <button
          type="button"
          className="streak"
          title={m.streak_title()}
          aria-live="polite"
          onClick={() => setModal('stats')}
        >
          <FlameIcon width={18} height={18} />
          <span className="visually-hidden">{m.streak_before()}</span>
          <span data-testid="streak-count">{streakDays ?? 0}</span>
          <span className="visually-hidden">{m.streak_after({ count: streakDays ?? 0 })}</span>
        </button>
      ) : null}
      <button type="button" className="icon-btn theme-toggle" aria-label={m.theme_toggle()} onClick={toggleTheme}>
        <MoonIcon className="icon-when-light" />
        <SunIcon className="icon-when-dark" />
      </button>
      <a
        className="icon-btn hide-narrow"
        href={SUPPORT_LINKS[0].href}
        target="_blank"
        rel="noopener"
        aria-label={m.support_aria()}
      >
        <HeartIcon />
      </a>
      <div className="menu" ref={menuRef}>
        <button
          ref={menuButton}
          type="button"
          className="icon-btn"
          aria-label={m.menu_button()}
          aria-expanded={menuOpen}
          aria-controls="settings-menu"
          onClick={() => setMenuOpen((o) => !o)}
          onPointerEnter={() => void loadSettingsMenu()}
          onFocus={() => void loadSettingsMenu()}
        >
          <MenuIcon />
        </button>
        {menuOpen ? (
          <ChunkBoundary id="menu">
            <Suspense fallback={null}>
              <SettingsMenu locale={locale} account={account} open={open} closeMenu={() => setMenuOpen(false)} />
            </Suspense>
          </ChunkBoundary>
        ) : null}
      </div>

      <ChunkBoundary id="shell">
        <Suspense fallback={null}>
          {modal === 'options' ? <OptionsModal onClose={() => setModal(undefined)} /> : null}
          {modal === 'performance' ? <PerformanceMonitor onClose={() => setModal(undefined)} /> : null}
          {modal === 'login' ? <LoginModal onClose={() => setModal(undefined)} /> : null}
        </Suspense>
        <Suspense fallback={null}>
          {modal === 'shortcuts' ? <ShortcutsModal onClose={() => setModal(undefined)} /> : null}
          {modal === 'stats' ? <StatsModal onClose={() => setModal(undefined)} /> : null}
          {manualCopy !== undefined ? (
            <ManualCopyModal text={manualCopy} onClose={() => setManualCopy(undefined)} />
          ) : null}
        </Suspense>
        {/* Fixed to the viewport: the top bar has no transform or filter, so it is no containing block. */}
        {banner ? <CookieBanner onDone={hideBanner} /> : null}
        {hydrated && !banner ? (
          <Suspense fallback={null}>
            <LanguageSuggestion />
          </Suspense>
        ) : null}
      </ChunkBoundary>
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className="toast">
            {t.text}
          </div>
        ))}
      </div>
    </>
  );
}

export default withLocale(Shell);
