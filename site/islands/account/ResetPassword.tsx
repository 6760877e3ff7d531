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
import { Field } from './Field.tsx';
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
      <Field
        id="reset-password"
        label="New password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account is signed out.`}
        autoFocus
      />
      <Field
        id="reset-confirm"
        label="New password again"
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <Notice text={error} />
      <button type="submit" className="btn" disabled={pending}>
        {pending ? 'Saving...' : 'Set the new password'}
      </button>
    </form>
  );
}
