/**
 * The content's state at the top of every admin screen (GET /api/admin/content-status):
 * the commit this instance serves and when it was loaded (as /api/health says), and,
 * where the writer keeps one history with a remote, when it last pulled and pushed. A
 * failed pull or push, a conflict put aside on a branch, or a failed site rebuild shows
 * here in words, not only in the server's log.
 */
import { useEffect, useState } from 'react';
import { adminRequest } from '../../lib/admin-api.ts';

/** What the route answers (api/routes/admin-management.ts). */
interface ContentStatusAnswer {
  role: string;
  content_commit: string | null;
  content_loaded_at: string;
  remote: {
    pull: boolean;
    push: boolean;
    upstream: string | null;
    lastPullAt: string | null;
    pullError: string | null;
    lastPushAt: string | null;
    pushError: string | null;
    unpushed: number;
    conflict: { at: string; message: string; branch: string } | null;
  };
  build: { state: string; lastSuccessAt: string | null; lastError: string | null } | null;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function ContentStatus() {
  const [status, setStatus] = useState<ContentStatusAnswer | undefined>(undefined);
  useEffect(() => {
    let live = true;
    adminRequest<ContentStatusAnswer>('GET', '/admin/content-status').then(
      (answer) => live && setStatus(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!status) return null;
  const { remote } = status;
  const problems = [
    remote.pullError ? `Pull from ${remote.upstream ?? 'the content remote'} failed: ${remote.pullError}.` : '',
    remote.pushError ? `Push failed: ${remote.pushError}.` : '',
    remote.conflict ? `Conflict on ${time(remote.conflict.at)}: ${remote.conflict.message}` : '',
    status.build?.lastError ? `The last site rebuild failed: ${status.build.lastError.split('\n')[0]}` : '',
  ].filter(Boolean);
  return (
    <section className="content-status" aria-label="Content served">
      <p className="small muted">
        Content: {status.content_commit ? 'commit ' : 'not in git'}
        {status.content_commit ? (
          <code title={status.content_commit} data-testid="content-commit">
            {status.content_commit.slice(0, 12)}
          </code>
        ) : null}
        , loaded {time(status.content_loaded_at)}
        {remote.upstream && (remote.pull || remote.push)
          ? ` · ${remote.upstream}: ` +
            `${remote.lastPullAt ? `pulled ${time(remote.lastPullAt)}` : 'not pulled yet'}${remote.push ? `, ${remote.unpushed === 0 ? 'everything pushed' : `${remote.unpushed} commit(s) not pushed yet`}` : ''}`
          : ''}
      </p>
      {problems.map((p) => (
        <p key={p} className="error-text small" role="alert">
          {p}
        </p>
      ))}
    </section>
  );
}
