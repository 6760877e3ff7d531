/**
 * Icons only the results view needs, kept apart from Icons.tsx so the first load does
 * not carry them.
 */
import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const ShareIcon = (p: P) => (
  <svg {...base} {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);

/**
 * The plate placeholder shown for a dish without an image: a plate with cutlery, drawn
 * inline so it costs no request.
 */
export const PlatePlaceholder = (p: P & { label?: string }) => {
  const { label, ...rest } = p;
  return (
    <svg viewBox="0 0 120 90" role="img" aria-label={label ?? 'No image available'} {...rest}>
      <rect width="120" height="90" rx="10" fill="var(--surface-2)" />
      <ellipse cx="60" cy="47" rx="30" ry="30" fill="var(--surface)" stroke="var(--border)" strokeWidth="2" />
      <ellipse cx="60" cy="47" rx="20" ry="20" fill="none" stroke="var(--border)" strokeWidth="2" />
      <path
        d="M20 22v14a4 4 0 0 0 4 4v30M16 22v12M24 22v12"
        stroke="var(--text-muted)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M100 22c-5 3-6 10-6 16h6v32"
        stroke="var(--text-muted)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
};
