/**
 * What every admin screen shows first (admin.md section 2): 'Loading...' while the admin
 * check runs, then the screen for an admin, or 'Admin access required' (with 'You do not
 * have permission to access this page.' on the food and tag screens) for anyone else. The
 * check asks the server (GET /api/users/admin-status) with the stored token and runs
 * again when the session changes (sign in or out here or in another tab). The server
 * refuses every admin call of a non-admin anyway; this only decides what the page shows.
 * An admin sees the content's state first (ContentStatus.tsx): the commit served, and any
 * failed pull, push or rebuild.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '../../../core/accounts.ts';
import { request } from '../../lib/api.ts';
import { useAuth, watchSession } from '../../lib/auth.ts';
import { getAuthToken } from '../../lib/storage.ts';
import { ContentStatus } from './ContentStatus.tsx';
import './admin.css';

/** The extra line of the food and tag screens. */
export const NO_PERMISSION = 'You do not have permission to access this page.';

type Check = 'loading' | 'admin' | 'signed-out' | 'not-admin';

interface AdminGateProps {
  /** Add 'You do not have permission to access this page.' under the refusal. */
  permissionLine?: boolean;
  /** The submissions screen first checks that someone is signed in. */
  requireSignIn?: boolean;
  children: ReactNode;
}

/** Shows its children to admins only, after the admin check. */
export function AdminGate({ permissionLine = false, requireSignIn = false, children }: AdminGateProps) {
  const auth = useAuth();
  const [check, setCheck] = useState<Check>('loading');

  useEffect(() => watchSession(), []);

  useEffect(() => {
    let live = true;
    const token = getAuthToken();
    if (!token) {
      setCheck(auth.status === 'checking' ? 'loading' : 'signed-out');
      return;
    }
    request<{ isAdmin?: unknown }>('GET', '/users/admin-status', undefined, { token })
      .then((answer) => live && setCheck(answer.isAdmin === true ? 'admin' : 'not-admin'))
      .catch(() => live && setCheck('not-admin'));
    return () => {
      live = false;
    };
  }, [auth.status, auth.user?.id]);

  if (check === 'loading') {
    return (
      <p className="admin-loading" role="status">
        Loading...
      </p>
    );
  }
  if (check !== 'admin') {
    return (
      <div className="page-card admin-denied" role="alert">
        <h1>{AUTH_MESSAGES.admin}</h1>
        {permissionLine ? <p>{NO_PERMISSION}</p> : null}
        {requireSignIn && check === 'signed-out' ? (
          <p className="muted">Log in with an admin account (menu, top right) to review submissions.</p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ContentStatus />
      {children}
    </>
  );
}
