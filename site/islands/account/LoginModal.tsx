/**
 * The Login modal (admin.md sections 4, 5 and 8) and the two things a player without a
 * session may need beside it: "Create an account" (username, email, password, confirmed
 * by a mailed link) and "Forgot your password?" (a mailed link to choose a new one).
 * Logging in: the button reads 'Logging in...' and is disabled while the human check and
 * the call run; success closes the modal; a right password on an unconfirmed address
 * offers to send the link again. The shell lazy-loads it and passes onClose.
 */
import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../core/accounts.ts';
import { Modal } from '../../components/Modal.tsx';
import { Notice } from '../../components/Notice.tsx';
import { requestPasswordReset, resendVerification, signUp } from '../../lib/account-links.ts';
import { login, UnverifiedError } from '../../lib/auth.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Field } from './Field.tsx';
import './account.css';
import { useMessages } from '../../i18n/messages.ts';
import { useErrorText } from '../../i18n/use-error-text.ts';

type Mode = 'login' | 'signup' | 'forgot';

export default function LoginModal({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('login');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  const [unverified, setUnverified] = useState(false);
  const { pending: submitting, error, run, setError } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const m = useMessages('windows');
  const errorText = useErrorText();
  const titles: Record<Mode, string> = { login: m.login_title(), signup: m.signup_title(), forgot: m.forgot_title() };

  const go = (next: Mode) => {
    setError('');
    setDone('');
    setUnverified(false);
    setMode(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    if (mode === 'login') {
      setUnverified(false);
      await run(
        async () => {
          try {
            await login(identifier, password);
          } catch (err) {
            if (err instanceof UnverifiedError) setUnverified(true);
            throw err;
          }
          // Closing the dialog calls onClose through its close event.
          form.current?.closest('dialog')?.close();
        },
        { holdOnSuccess: true },
      );
    } else if (mode === 'signup') {
      await run(async () => {
        setDone(await signUp({ username, email, password, confirmPassword: confirm }));
        setPassword('');
        setConfirm('');
      });
    } else {
      await run(async () => setDone(await requestPasswordReset(identifier)));
    }
  };

  const resend = () => void run(async () => setDone(await resendVerification(identifier)));

  const busyLabel = { login: m.login_busy(), signup: m.signup_busy(), forgot: m.forgot_busy() }[mode];
  const label = { login: m.login_submit(), signup: m.signup_submit(), forgot: m.forgot_submit() }[mode];

  return (
    <Modal title={titles[mode]} onClose={onClose} closeLabel={m.close()}>
      <form ref={form} className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        {mode === 'login' && (
          <>
            <Field
              id="login-identifier"
              label={m.field_identifier()}
              value={identifier}
              onChange={setIdentifier}
              autoComplete="username"
              autoFocus
            />
            <Field
              id="login-password"
              label={m.field_password()}
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
            />
          </>
        )}
        {mode === 'signup' && (
          <>
            <Field
              id="signup-username"
              label={m.field_username()}
              value={username}
              onChange={setUsername}
              autoComplete="username"
              hint={m.hint_username()}
              autoFocus
            />
            <Field
              id="signup-email"
              label={m.field_email()}
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              hint={m.hint_email()}
            />
            <Field
              id="signup-password"
              label={m.field_password()}
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              hint={m.hint_password({ min: PASSWORD_MIN_LENGTH })}
            />
            <Field
              id="signup-confirm"
              label={m.field_password_again()}
              type="password"
              value={confirm}
              onChange={setConfirm}
              autoComplete="new-password"
            />
          </>
        )}
        {mode === 'forgot' && (
          <Field
            id="forgot-identifier"
            label={m.field_identifier()}
            value={identifier}
            onChange={setIdentifier}
            autoComplete="username"
            autoFocus
          />
        )}
        <Notice text={errorText(error)} />
        <Notice kind="ok" text={errorText(done)} />
        {unverified && !done && (
          <button type="button" className="btn btn-secondary" onClick={resend} disabled={submitting}>
            {m.resend_link()}
          </button>
        )}
        {!(mode !== 'login' && done) && (
          <button type="submit" className="btn" disabled={submitting}>
            {submitting ? busyLabel : label}
          </button>
        )}
        <p className="account-switch small">
          {mode === 'login' ? (
            <>
              <button type="button" className="link-button" onClick={() => go('signup')}>
                {m.go_signup()}
              </button>
              <button type="button" className="link-button" onClick={() => go('forgot')}>
                {m.go_forgot()}
              </button>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => go('login')}>
              {m.go_login()}
            </button>
          )}
        </p>
        <p className="muted small">{mode === 'signup' ? m.signup_note() : m.login_note()}</p>
      </form>
    </Modal>
  );
}
