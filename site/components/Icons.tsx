/**
 * The site's icons as small inline SVG components (no icon font, no requests). Each is
 * decorative: the button or link around it carries the accessible name.
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

export const HomeIcon = (p: P) => (
  <svg {...base} {...p}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </svg>
);
export const SunIcon = (p: P) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
export const MoonIcon = (p: P) => (
  <svg {...base} {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);
export const HeartIcon = (p: P) => (
  <svg {...base} {...p}>
    <path
      d={
        'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 ' +
        '0 0-7.8z'
      }
    />
  </svg>
);
export const MenuIcon = (p: P) => (
  <svg {...base} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const ChevronLeft = (p: P) => (
  <svg {...base} {...p}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronRight = (p: P) => (
  <svg {...base} {...p}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);
export const FlameIcon = (p: P) => (
  <svg {...base} {...p}>
    <path
      d={
        'M12 22c4 0 7-2.7 7-6.8 0-3.3-2.1-5.8-4-7.7-.3 2-1.3 3.2-2.6 3.7.4-3.4-1-6.5-4.4-9.2.2 3.6-1.6 5.6-3 ' +
        '7.4C3.9 11 3 12.8 3 15.2 3 19.3 6 22 12 22z'
      }
    />
  </svg>
);
/** The Platter mark: a plate seen from above with a cloche highlight. */
export const PlatterMark = (p: P) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" {...p}>
    <circle cx="16" cy="16" r="15" fill="#c2410c" />
    <circle cx="16" cy="16" r="10.5" fill="#fff7ed" />
    <circle cx="16" cy="16" r="6.5" fill="#fdba74" />
    <path d="M12.5 13.5a4.5 4.5 0 0 1 4-2.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" fill="none" />
  </svg>
);
export const LockIcon = (p: P) => (
  <svg {...base} {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
