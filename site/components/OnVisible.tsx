/**
 * Renders its children only once the spot comes near the viewport, so below-the-fold
 * parts (the carousel) load their code and data when a player scrolls to them, not on
 * first load.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function OnVisible({
  children,
  minHeight = 0,
  margin = '200px',
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, margin]);
  return visible ? children : <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
