/**
 * /reset-password?token=…: the mailed link's form. A new password twice; on success every
 * session of the account has ended and the player is offered the Login window.
 */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, RESET_MESSAGES, SIGNUP_MESSAGES } from '../../../core/accounts.ts';
import { Notice } from '../../components/Notice.tsx';
import { confirmPasswordReset } from '../../lib/account-links.ts';
import { emit } from '../../lib/events.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import './account.css';

export default function ResetPassword() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  const { pending, error, run } = useSubmit();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (password !== confirm) throw new Error(SIGNUP_MESSAGES.mismatch);
      setDone(await confirmPasswordReset(token, password, confirm));
    });
  };

  if (!token) return <Notice text={RESET_MESSAGES.badLink} />;
  if (done) {
    return (
      <div className="link-page">
        <Notice kind="ok" text={done} />
        <p className="link-page-actions">
          <button type="button" className="btn" onClick={() => emit('platter:open', { modal: 'login' })}>
            Log in
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="account-form link-page" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="reset-password">New password</label>
        <input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="reset-password-hint" autoFocus />
        <small id="reset-password-hint" className="muted">
          At least {PASSWORD_MIN_LENGTH} characters. Every device signed in to your account is signed out.
        </small>
      </div>
      <div className="field">
        <label htmlFor="reset-confirm">New password again</label>
        <input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <Notice text={error} />
      <button type="submit" className="btn" disabled={pending}>
        {pending ? 'Saving...' : 'Set the new password'}
      </button>
    </form>
  );
}
