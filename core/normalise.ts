/**
 * The one normaliser: every comparison of values (scoring, search, duplicate checks) and
 * the derived normalized_* fields go through it.
 */

/**
 * Latin letters that Unicode does not decompose into a base letter and a mark, so that
 * removing marks alone would drop them ('Smørrebrød' would become 'smrrebrd', 'Bayıldı'
 * 'bayld'). Each maps to the letters a person without the key would type.
 */
const UNDECOMPOSED_LETTERS: Record<string, string> = {
  ß: 'ss',
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');

/** Printable ASCII: foldText only lower-cases it and collapses its spaces. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
/** A kana followed by its voicing mark, as NFKD leaves them: recomposed, so that が stays が and never becomes か. */
const KANA_WITH_VOICING = /[\u3040-\u30ff][\u3099\u309a]/g;
/** Katakana that have a hiragana twin, 0x60 code points later in Unicode. */
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;

/**
 * Lower case, trimmed, diacritics folded: 'Phở' becomes 'pho', 'Sautéed' 'sauteed',
 * 'Smørrebrød' 'smorrebrod'. Width is folded too (full-width 'ＳＵＳＨＩ' is 'sushi',
 * half-width 'ｽｼ' is 'すし'), and katakana become hiragana ('スシ' is 'すし'), keeping
 * their voicing marks: a player types either script for the same word.
 */
export function foldText(value: string): string {
  // Most names are plain ASCII: nothing to decompose (search folds thousands at once).
  if (PLAIN_ASCII.test(value)) return value.toLowerCase().replace(/\s+/g, ' ').trim();
  return value
    .normalize('NFKD')
    .replace(KANA_WITH_VOICING, (pair) => pair.normalize('NFC'))
    .replace(/\p{M}/gu, '')
    .replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase()
    .replace(UNDECOMPOSED, (c) => UNDECOMPOSED_LETTERS[c]!)
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nouns ending in -ie whose plural is -ies ('cookies' is 'cookie', not 'cooky'). */
const IE_NOUNS = new Set([
  'cookie',
  'pie',
  'brownie',
  'veggie',
  'smoothie',
  'calorie',
  'bikkie',
  'sweetie',
  'lassie',
  'prairie',
]);

/**
 * Plurals of food words the three suffix cases get wrong: -i nouns whose plural is -ies
 * ('chilies' would become 'chily', never matching 'chili') and -f nouns whose plural is
 * -ves ('curry leaves' would become 'curry leave').
 */
const IRREGULAR_PLURALS = new Map([
  ['chilies', 'chili'],
  ['chillies', 'chilli'],
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
]);

/**
 * The spec's plural rule, applied to one word: 'ies' becomes 'y'; 'es' is removed unless
 * the word ends in 'ss'; 's' is removed unless the word ends in 'ss'. Read literally the
 * rule sends 'sauces' to 'sauc' and 'cookies' to 'cooky' while 'sauce' and 'cookie' stay,
 * so a singular and its plural would never match; we keep its three cases and add the
 * exceptions that make both forms of a word normalise alike: 'es' goes only after s, x,
 * z, ch, sh and o (elsewhere only the 's'), -ie nouns keep their 'ie', and words ending
 * in -us or -is (hummus, couscous) are not plurals; a few irregular plurals are listed.
 */
export function singularWord(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies')) {
    const ie = word.slice(0, -1);
    return IE_NOUNS.has(ie) ? ie : `${word.slice(0, -3)}y`;
  }
  if (word.endsWith('es')) {
    const stem = word.slice(0, -2);
    return /(s|x|z|ch|sh|o)$/.test(stem) ? stem : word.slice(0, -1);
  }
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A value as the game compares it: folded, and the plural rule applied to its last word
 * ('Chili Peppers' becomes 'chili pepper').
 */
export function normalizeValue(value: string): string {
  const folded = foldText(value);
  const space = folded.lastIndexOf(' ');
  return space === -1 ? singularWord(folded) : `${folded.slice(0, space + 1)}${singularWord(folded.slice(space + 1))}`;
}

/** A list normalised value by value, duplicates dropped, order kept. */
export function normalizeList(values: readonly string[]): string[] {
  return [...new Set(values.map(normalizeValue).filter((v) => v.length > 0))];
}

/** The words of a folded value, each singular, for shared-word matching. */
export function valueWords(value: string): string[] {
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2)
    .map(singularWord);
}

/** Splits comma-separated form input: trimmed, empties dropped (the admin form's rule). */
export function splitList(input: string): string[] {
  return input
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
