/**
 * The admin screens in one "Admin" menu of the top bar, shown only when the admin check
 * says admin (admin.md "Top bar"); anyone else sees nothing, and the pages and the API
 * refuse them anyway. One button, so the top bar fits from 320 px up for every role; the
 * five links and their shortcuts are the spec's. The menu closes on Escape (focus back
 * on its button), on a click outside and when focus leaves it.
 */
import { useEffect, useId, useRef, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => watchSession(), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (!isAdmin) return null;
  const here = typeof window === 'undefined' ? '' : window.location.pathname.replace(/\/$/, '');
  const onAdminPage = ADMIN_LINKS.some((l) => l.href === here);
  return (
    <span
      className="menu admin-menu"
      data-testid="admin-links"
      ref={menu}
      onBlur={(e) => {
        if (!menu.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="admin-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={onAdminPage ? 'page' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {/* On the narrowest phones the word gives way to a key (the name stays for screen readers). */}
        <svg
          className="admin-menu-key"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="8" cy="15" r="4" />
          <path d="M10.8 12.2L19 4M16 7l2.5 2.5M14 9l2 2" />
        </svg>
        <span className="admin-menu-label">Admin</span>
        <svg
          className="admin-menu-chevron"
          viewBox="0 0 24 24"
          width="14"
          height="14"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul className="menu-list admin-menu-list" id={listId} hidden={!open}>
        {ADMIN_LINKS.map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={here === l.href ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </span>
  );
}
