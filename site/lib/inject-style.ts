/**
 * CSS that comes with a lazily loaded part of the page (the board, the results), added to
 * the document when that part's chunk loads instead of being inlined into every page: the
 * HTML of a first visit then fits in the first round trip of a slow connection.
 */
export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
