import { describe, expect, it } from 'vitest';
import { findInValue, holdsDeepJson, jsonNestsDeeperThan, MAX_NESTING, parseJsonText } from '../../core/nesting.ts';

/** A value nested `depth` levels: lists inside lists, the innermost holding `leaf`. */
function nested(depth: number, leaf: unknown = 'x'): unknown {
  let value: unknown = leaf;
  for (let i = 1; i < depth; i++) value = [value];
  return [value];
}

describe('jsonNestsDeeperThan', () => {
  it('counts objects and lists, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(JSON.stringify(nested(MAX_NESTING)))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(nested(MAX_NESTING + 1)))).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[{{{{', b: '\\"[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
  });
});

describe('findInValue', () => {
  it('finds a value nested too deep, with its path, without overflowing the stack at 100,000 levels', () => {
    expect(findInValue(nested(MAX_NESTING))).toBeUndefined();
    expect(findInValue({ a: nested(MAX_NESTING) })).toEqual({
      problem: 'depth',
      path: ['a', ...Array(MAX_NESTING - 1).fill(0)],
    });
    expect(findInValue(nested(100_000))?.problem).toBe('depth');
  });

  it('finds the first refused text, a key or a value, in document order', () => {
    const refuse = (text: string) => (text.includes('!') ? 'no shouting' : undefined);
    expect(findInValue({ a: ['ok', { b: 'no!' }], c: 'no!' }, MAX_NESTING, refuse)).toEqual({
      problem: 'text',
      path: ['a', 1, 'b'],
      message: 'no shouting',
    });
    expect(findInValue({ a: { 'key!': 1 } }, MAX_NESTING, refuse)).toEqual({
      problem: 'text',
      path: ['a', 'key!'],
      message: 'no shouting',
    });
    expect(findInValue({ a: ['ok'] }, MAX_NESTING, refuse)).toBeUndefined();
  });
});

describe('JSON held in text', () => {
  it('holdsDeepJson scans only text that starts like JSON', () => {
    expect(holdsDeepJson(` ${'['.repeat(MAX_NESTING + 1)}`)).toBe(true);
    expect(holdsDeepJson('['.repeat(MAX_NESTING))).toBe(false);
    expect(holdsDeepJson(`a${'['.repeat(MAX_NESTING + 1)}`)).toBe(false);
  });

  it('parseJsonText answers undefined for malformed or too deep text', () => {
    expect(parseJsonText('["Thailand"]')).toEqual(['Thailand']);
    expect(parseJsonText('[oops')).toBeUndefined();
    expect(parseJsonText(JSON.stringify(nested(MAX_NESTING + 1)))).toBeUndefined();
  });
});
