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

type Mode = 'login' | 'signup' | 'forgot';

const TITLES: Record<Mode, string> = { login: 'Login', signup: 'Create an account', forgot: 'Reset your password' };

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

  const busyLabel = { login: 'Logging in...', signup: 'Creating your account...', forgot: 'Sending...' }[mode];
  const label = { login: 'Login', signup: 'Create account', forgot: 'Send me a link' }[mode];

  return (
    <Modal title={TITLES[mode]} onClose={onClose}>
      <form ref={form} className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        {mode === 'login' && (
          <>
            <Field
              id="login-identifier"
              label="Username or email"
              value={identifier}
              onChange={setIdentifier}
              autoComplete="username"
              autoFocus
            />
            <Field
              id="login-password"
              label="Password"
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
              label="Username"
              value={username}
              onChange={setUsername}
              autoComplete="username"
              hint="3 to 32 letters, digits, '.', '_' or '-'"
              autoFocus
            />
            <Field
              id="signup-email"
              label="Email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              hint="We send a link to confirm it; nothing else, ever."
            />
            <Field
              id="signup-password"
              label="Password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            />
            <Field
              id="signup-confirm"
              label="Password again"
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
            label="Username or email"
            value={identifier}
            onChange={setIdentifier}
            autoComplete="username"
            autoFocus
          />
        )}
        <Notice text={error} />
        <Notice kind="ok" text={done} />
        {unverified && !done && (
          <button type="button" className="btn btn-secondary" onClick={resend} disabled={submitting}>
            Send the link again
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
                Create an account
              </button>
              <button type="button" className="link-button" onClick={() => go('forgot')}>
                Forgot your password?
              </button>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => go('login')}>
              Back to login
            </button>
          )}
        </p>
        <p className="muted small">
          {mode === 'signup'
            ? 'An account keeps your streak, statistics and games on every device you sign in on. Playing needs none.'
            : 'Playing needs no account: your progress stays in this browser. Signed in, it follows you to every device.'}
        </p>
      </form>
    </Modal>
  );
}
