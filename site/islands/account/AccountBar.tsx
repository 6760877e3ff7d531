/**
 * The account's part of the top bar, always mounted by the shell: 'Logged in as' with the
 * username (or the email when there is none), the session checks (at start, hourly, and
 * when another tab signs in or out), the progress sync of a signed-in player, the
 * request logger's switch, and the change-password
 * and delete-account modals the menu opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { displayName } from '../../../core/accounts.ts';
import { useAuth, watchSession } from '../../lib/auth.ts';
import { followRequestLoggerPreference } from '../../lib/request-logger.ts';
import { startSync } from '../../lib/sync.ts';
import { onAccountModal, type AccountModal } from './modals.ts';
import './account.css';
import { useMessages } from '../../i18n/messages.ts';

const ChangePasswordModal = lazy(() => import('./ChangePasswordModal.tsx'));
const DeleteAccountModal = lazy(() => import('./DeleteAccountModal.tsx'));

export default function AccountBar() {
  const auth = useAuth();
  const m = useMessages('windows');
  const [modal, setModal] = useState<AccountModal | undefined>(undefined);

  useEffect(() => {
    const stops = [watchSession(), followRequestLoggerPreference(), onAccountModal(setModal), startSync()];
    return () => stops.forEach((stop) => stop());
  }, []);

  // A modal of a session that ended (signed out in another tab) has nothing left to act on.
  const open = auth.status === 'signed-in' ? modal : undefined;
  const close = () => setModal(undefined);

  return (
    <>
      {auth.status === 'signed-in' && auth.user ? (
        <span className="logged-in-as" data-testid="logged-in-as">
          {m.logged_in_as()} <strong>{displayName(auth.user)}</strong>
        </span>
      ) : null}
      <Suspense fallback={null}>
        {open === 'change-password' ? <ChangePasswordModal onClose={close} /> : null}
        {open === 'delete-account' ? <DeleteAccountModal onClose={close} /> : null}
      </Suspense>
    </>
  );
}
