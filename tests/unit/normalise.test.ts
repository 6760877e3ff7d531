import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, normalizeList, normalizeValue, singularWord, splitList, valueWords } from '../../core/normalise.ts';
import { aliasesAfterRename, imageBaseName, slugify } from '../../core/naming.ts';

describe('foldText', () => {
  it('keeps the kana voicing marks: マンディ (mandi) and マンティ (manti) are two words', () => {
    expect(foldText('マンディ')).not.toBe(foldText('マンティ'));
    expect(foldText('パン')).not.toBe(foldText('ハン'));
    expect(foldText('マンディ')).toBe(foldText('マンディ'.normalize('NFD')));
  });

  it('lower-cases, folds accents and collapses spaces', () => {
    expect(foldText('  Phở   Bò ')).toBe('pho bo');
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('Sautéed')).toBe('sauteed');
  });

  it('folds letters that Unicode does not decompose, instead of dropping them', () => {
    expect(foldText('İmam Bayıldı')).toBe('imam bayildi');
    expect(foldText('Smørrebrød')).toBe('smorrebrod');
    expect(foldText('Æbleskiver')).toBe('aebleskiver');
    expect(foldText('Œufs en meurette')).toBe('oeufs en meurette');
    expect(foldText('Pierogi z Łodzi')).toBe('pierogi z lodzi');
    expect(foldText('Straße')).toBe('strasse');
  });

  it('folds width and kana: full-width Latin, half-width katakana, katakana as hiragana, voicing kept', () => {
    expect(foldText('ＳＵＳＨＩ')).toBe('sushi');
    expect(foldText('スシ')).toBe('すし');
    expect(foldText('ｽｼ')).toBe('すし');
    expect(foldText('ｷﾞｮｰｻﾞ')).toBe('ぎょーざ');
    expect(foldText('パッタイ')).toBe('ぱったい');
    expect(foldText('寿司')).toBe('寿司');
    expect(foldText('Пельмени')).toBe('пельмени');
  });

  it('makes curly and straight apostrophes alike', () => {
    expect(foldText('S’mores')).toBe(foldText("S'mores"));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => foldText(foldText(s)) === foldText(s)));
  });
});

describe('the plural rule', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['sauces', 'sauce'],
    ['cookies', 'cookie'],
    ['berries', 'berry'],
    ['glasses', 'glass'],
    ['glass', 'glass'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['peanuts', 'peanut'],
    ['dishes', 'dish'],
    ['boxes', 'box'],
    ['pies', 'pie'],
    ['peas', 'pea'],
    ['chilies', 'chili'],
    ['chillies', 'chilli'],
    ['curry leaves', 'curry leaf'],
  ])('%s normalises like %s', (plural, singular) => {
    expect(normalizeValue(plural)).toBe(normalizeValue(singular));
    expect(normalizeValue(singular)).toBe(singular);
  });

  it('treats words that are also object keys as plain words', () => {
    expect(singularWord('constructor')).toBe('constructor');
    expect(normalizeValue('toString')).toBe('tostring');
  });

  it('leaves short words alone (gas, bus, yes)', () => {
    expect(singularWord('gas')).toBe('gas');
    expect(singularWord('bus')).toBe('bus');
  });

  it('applies to the last word of a value only', () => {
    expect(normalizeValue('Chili Peppers')).toBe('chili pepper');
    expect(normalizeValue('Brussels sprouts')).toBe('brussels sprout');
  });

  it('is idempotent on values', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeValue(normalizeValue(s)) === normalizeValue(s)));
  });
});

describe('normalizeList', () => {
  it('normalises each value, drops duplicates and empties, keeps order', () => {
    expect(normalizeList(['Rice Noodles', 'shrimp', 'rice noodle', ' ', 'Peanuts'])).toEqual([
      'rice noodle',
      'shrimp',
      'peanut',
    ]);
  });
});

describe('valueWords', () => {
  it('splits into singular words of three letters or more', () => {
    expect(valueWords('Fresh green chilies & lime')).toEqual(['fresh', 'green', 'chili', 'lime']);
  });
});

describe('slugify', () => {
  it.each([
    ['Pad Thai', 'pad-thai'],
    ['Phở', 'pho'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Fish and Chips', 'fish-and-chips'],
    ['Mac & Cheese', 'mac-and-cheese'],
    ["S'mores", 's-mores'],
    ['İmam Bayıldı', 'imam-bayildi'],
    ['  ../etc/passwd ', 'etc-passwd'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('always gives a safe file name: only a-z, 0-9 and single inner hyphens', () => {
    fc.assert(fc.property(fc.string(), (s) => /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(slugify(s))));
  });
});

describe('imageBaseName and splitList (the admin form rules)', () => {
  it("is the dish's slug, so two dishes never share an image file", () => {
    expect(imageBaseName('Crème Brûlée')).toBe('creme-brulee');
    expect(imageBaseName('Pad Thai')).toBe('pad-thai');
    expect(imageBaseName('Phở')).not.toBe(imageBaseName('Phé'));
  });

  it('splits on commas, trims and drops empties', () => {
    expect(splitList(' rice, , fish sauce ,lime,')).toEqual(['rice', 'fish sauce', 'lime']);
    expect(splitList('')).toEqual([]);
  });
});

describe('aliasesAfterRename', () => {
  it('keeps the old name as an alias, once, and drops an alias that is the new name', () => {
    expect(aliasesAfterRename(['chapo'], 'Chapati', 'East African Chapati')).toEqual(['chapo', 'Chapati']);
    expect(aliasesAfterRename(['chapati'], 'Chapati', 'East African Chapati')).toEqual(['chapati']);
    expect(aliasesAfterRename(['Pho', 'pho bo'], 'Phở Bò', 'Pho')).toEqual(['pho bo']);
  });

  it('changes nothing for a new spelling of the same name, and keeps nothing when told', () => {
    expect(aliasesAfterRename([], 'Pho', 'Phở')).toEqual([]);
    expect(aliasesAfterRename(['x'], 'Pad Thai', 'Thai Fried Noodles', false)).toEqual(['x']);
  });
});
