/**
 * The five admin links of the top bar, shown only when the admin check says admin
 * (admin.md "Top bar"). Anyone else sees nothing; the pages and the API refuse them anyway.
 */
import { useEffect } from 'react';
import { useAuth, watchSession } from '../../lib/auth.ts';

/** The admin screens, in the spec's order. */
export const ADMIN_LINKS = [
  { href: '/admin-food', label: 'Admin Food' },
  { href: '/admin-daily-challenge', label: 'Daily Challenge' },
  { href: '/submissions', label: 'Submissions' },
  { href: '/admin-management', label: 'Admin Management' },
  { href: '/admin-tags', label: 'Tag Manager' },
] as const;

export default function AdminLinks() {
  const { isAdmin } = useAuth();
  useEffect(() => watchSession(), []);
  if (!isAdmin) return null;
  const here = typeof window === 'undefined' ? '' : window.location.pathname.replace(/\/$/, '');
  return (
    // display: contents lets the links sit in the nav as its own items, styled like Archive.
    <span className="admin-links" data-testid="admin-links" style={{ display: 'contents' }}>
      {ADMIN_LINKS.map((l) => (
        <a key={l.href} href={l.href} aria-current={here === l.href ? 'page' : undefined}>
          {l.label}
        </a>
      ))}
    </span>
  );
}
