/**
 * Change Password (admin.md sections 4, 5 and 8): current, new and repeated password,
 * the spec's four rules checked here first and again on the server; on success 'Password
 * updated successfully!' and the modal closes 2 seconds later. Other sessions of the
 * account end; this one stays.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../core/accounts.ts';
import { Modal } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { changePassword } from '../../lib/auth.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import './account.css';
import { useMessages } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';

/** The spec's close delay after success. */
const CLOSE_AFTER_MS = 2000;

export default function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const { pending: busy, error, run } = useSubmit();
  const m = useMessages('windows');
  const errorText = useErrorText();
  const [done, setDone] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    await run(
      async () => {
        setDone(await changePassword({ currentPassword, newPassword, confirmPassword }));
        closeTimer.current = setTimeout(() => form.current?.closest('dialog')?.close(), CLOSE_AFTER_MS);
      },
      { holdOnSuccess: true },
    );
  };

  return (
    <Modal title={m.menu_change_password()} onClose={onClose} closeLabel={m.close()}>
      <form ref={form} className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="pw-current">{m.pw_current()}</label>
          <input
            id="pw-current"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            autoFocus
          />
        </div>
        <div className="field">
          <label htmlFor="pw-new">{m.pw_new()}</label>
          <input
            id="pw-new"
            type="password"
            autoComplete="new-password"
            aria-describedby="pw-rule"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
          <span id="pw-rule" className="muted small">
            {m.pw_rule({ min: PASSWORD_MIN_LENGTH })}
          </span>
        </div>
        <div className="field">
          <label htmlFor="pw-confirm">{m.pw_confirm()}</label>
          <input
            id="pw-confirm"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        {done ? <Notice kind="ok" text={errorText(done)} /> : <Notice text={errorText(error)} />}
        <button type="submit" className="btn" disabled={busy}>
          {busy && !done ? m.pw_updating() : m.pw_update()}
        </button>
      </form>
    </Modal>
  );
}
