/**
 * What came before the shell listened, sent again now that it does: the events islands
 * sent it and the key presses outside a field (a shortcut), which site/lib/client-shell.ts
 * held while the shell's code was on its way (never a key press made while typing: that
 * is the field's alone, and never a shortcut).
 */
export function replayEarlyEvents(): void {
  const early = window.platterEarly ?? [];
  window.platterEarly = undefined;
  for (const e of early) {
    if (e instanceof KeyboardEvent) {
      if (!e.isTrusted) continue;
      const target = e.target instanceof HTMLElement ? e.target : null;
      const { key, code, ctrlKey, shiftKey, altKey, metaKey } = e;
      const init = { key, code, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true };
      (target ?? window).dispatchEvent(new KeyboardEvent('keydown', init));
    } else if (e instanceof CustomEvent) dispatchEvent(new CustomEvent(e.type, { detail: e.detail as unknown }));
  }
}
