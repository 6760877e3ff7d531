/** site/lib/shortcuts.ts: which key press means which action, and never while typing. */
import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyPress } from '../../site/lib/shortcuts.ts';
import { SHORTCUT_LIST } from '../../site/lib/shortcut-list.ts';

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  code: '',
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});
const body = { tagName: 'BODY' };

describe('shortcutFor', () => {
  it('maps every shortcut of the spec', () => {
    expect(shortcutFor(key('Home', { ctrlKey: true }), body)).toBe('home');
    expect(shortcutFor(key('a', { ctrlKey: true }), body)).toBe('archive');
    expect(shortcutFor(key(' '), body)).toBe('submit');
    expect(shortcutFor(key('Enter'), body)).toBe('submit');
    expect(shortcutFor(key('Escape'), body)).toBe('close');
    expect(shortcutFor(key('ArrowLeft'), body)).toBe('previous');
    expect(shortcutFor(key('ArrowRight'), body)).toBe('next');
    const ctrlShift = (k: string, code = '') => shortcutFor(key(k, { ctrlKey: true, shiftKey: true, code }), body);
    expect(['A', 'F', 'D', 'S', 'H', 'K', 'T', 'M', 'O', 'R', 'P'].map((k) => ctrlShift(k))).toEqual([
      'admin-management',
      'admin-food',
      'admin-daily-challenge',
      'admin-submissions',
      'help',
      'shortcuts',
      'theme',
      'menu',
      'options',
      'refresh',
      'print',
    ]);
    expect(ctrlShift('ArrowUp')).toBe('font-up');
    expect(ctrlShift('ArrowDown')).toBe('font-down');
    // Shift+0 types ')' on many layouts: the key's code decides.
    expect(ctrlShift(')', 'Digit0')).toBe('font-reset');
  });

  it('every Ctrl+Shift entry of the list Ctrl+Shift+K shows is a key the handler acts on', () => {
    const listed = SHORTCUT_LIST.map((s) => /^Ctrl\+Shift\+([A-Z])$/.exec(s.keys)?.[1]).filter(
      (k): k is string => k !== undefined,
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const k of listed)
      expect(shortcutFor(key(k, { ctrlKey: true, shiftKey: true }), body), `Ctrl+Shift+${k}`).toBeDefined();
    // And no Ctrl+Shift letter the handler acts on is missing from the list.
    const handled = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .filter((k) => shortcutFor(key(k, { ctrlKey: true, shiftKey: true }), body) !== undefined);
    expect(handled.sort()).toEqual([...listed].sort());
  });

  it('is skipped while typing in an input, textarea, select or editable element', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(shortcutFor(key('a', { ctrlKey: true }), { tagName })).toBeUndefined();
      expect(shortcutFor(key('ArrowLeft'), { tagName })).toBeUndefined();
    }
    expect(
      shortcutFor(key('K', { ctrlKey: true, shiftKey: true }), { tagName: 'DIV', isContentEditable: true }),
    ).toBeUndefined();
  });

  it('leaves Space and Enter to buttons and links, which they activate', () => {
    expect(shortcutFor(key('Enter'), { tagName: 'BUTTON' })).toBeUndefined();
    expect(shortcutFor(key(' '), { tagName: 'A' })).toBeUndefined();
    expect(shortcutFor(key('Enter'), { tagName: 'LI', role: 'option' })).toBeUndefined();
  });

  it('ignores combinations it does not own', () => {
    expect(shortcutFor(key('c', { ctrlKey: true }), body)).toBeUndefined();
    expect(shortcutFor(key('ArrowLeft', { altKey: true }), body)).toBeUndefined();
    expect(shortcutFor(key('x'), body)).toBeUndefined();
  });
});
