/**
 * Sharing a result: the native share sheet on touch devices that have one, else the
 * clipboard, else the legacy execCommand copy, else a dialog the player copies from by
 * hand (player.md sections 1 and 8).
 */
import { emit, toast } from './events.ts';

/** The success toast, word for word, and how long it shows. */
export const COPIED_MESSAGE = 'Results copied to clipboard!';
export const COPIED_TOAST_MS = 3000;

/** How the text reached the player. */
export type ShareOutcome = 'shared' | 'copied' | 'manual' | 'cancelled';

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Shares `text` by the best means the browser offers; `copied` is the toast (COPIED_MESSAGE in English). */
export async function shareResults(text: string, copied = COPIED_MESSAGE): Promise<ShareOutcome> {
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (touch && typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
      // Share sheet refused (no permission, unsupported data): fall through to copying.
    }
  }
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast(copied, COPIED_TOAST_MS);
    return 'copied';
  } catch {
    if (legacyCopy(text)) {
      toast(copied, COPIED_TOAST_MS);
      return 'copied';
    }
  }
  emit('platter:manual-copy', { text });
  return 'manual';
}
