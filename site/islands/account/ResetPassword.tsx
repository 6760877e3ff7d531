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
import { useMessages, withLocale } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';
import '../../i18n/ready/windows.ts';
import '../../i18n/ready/errors.ts';

function ResetPassword() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  const { pending, error, run } = useSubmit();
  const m = useMessages('windows');
  const errorText = useErrorText();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (password !== confirm) throw new Error(SIGNUP_MESSAGES.mismatch);
      setDone(await confirmPasswordReset(token, password, confirm));
    });
  };

  if (!token) return <Notice text={errorText(RESET_MESSAGES.badLink)} />;
  if (done) {
    return (
      <div className="link-page">
        <Notice kind="ok" text={errorText(done)} />
        <p className="link-page-actions">
          <button type="button" className="btn" onClick={() => emit('platter:open', { modal: 'login' })}>
            {m.log_in()}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="account-form link-page" onSubmit={submit} noValidate>
      <Field
        id="reset-password"
        label={m.reset_new()}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={m.reset_hint({ min: PASSWORD_MIN_LENGTH })}
        autoFocus
      />
      <Field
        id="reset-confirm"
        label={m.reset_again()}
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <Notice text={errorText(error)} />
      <button type="submit" className="btn" disabled={pending}>
        {pending ? m.reset_busy() : m.reset_submit()}
      </button>
    </form>
  );
}

export default withLocale(ResetPassword);
