/**
 * Names in the game's other languages for synthetic dishes, where the real ones do not
 * exist yet: made from the English name by rule, so they are as long and as varied as
 * the English ones and compress like text, not like copies.
 *
 * - Spanish, French, German, Brazilian Portuguese: the food words of the name translated
 *   from a small dictionary (German with its umlauts: 'Hähnchen', 'Käse'), the rest kept,
 *   the words of a two-word name turned around ('Pollo Tikka' -> 'Tikka de pollo').
 * - Japanese: the name in katakana, read off its letters as a Japanese speaker writes a
 *   foreign dish ('Pad Thai' -> 'パドタイ'), its hiragana as an alias, and a kanji name
 *   where the name holds a food word the dictionary knows ('Chicken Curry' -> '鶏カレー').
 * - One dish in four gets an alias in Cyrillic (the English name transliterated), the
 *   native script of a dish like 'Пельмени'.
 */
import type { Food } from '../core/schemas/food.ts';

type Translated = 'es' | 'fr' | 'de' | 'pt-BR';

/** Food words and their translations: es, fr, de, pt-BR, ja (kanji or katakana). */
const WORDS: Record<string, [string, string, string, string, string]> = {
  chicken: ['pollo', 'poulet', 'Hähnchen', 'frango', '鶏'],
  rice: ['arroz', 'riz', 'Reis', 'arroz', '飯'],
  soup: ['sopa', 'soupe', 'Suppe', 'sopa', '汁'],
  noodles: ['fideos', 'nouilles', 'Nudeln', 'macarrão', '麺'],
  noodle: ['fideo', 'nouille', 'Nudel', 'macarrão', '麺'],
  beef: ['ternera', 'bœuf', 'Rindfleisch', 'carne', '牛'],
  pork: ['cerdo', 'porc', 'Schwein', 'porco', '豚'],
  fish: ['pescado', 'poisson', 'Fisch', 'peixe', '魚'],
  cake: ['pastel', 'gâteau', 'Kuchen', 'bolo', '菓子'],
  bread: ['pan', 'pain', 'Brot', 'pão', 'パン'],
  salad: ['ensalada', 'salade', 'Salat', 'salada', 'サラダ'],
  cheese: ['queso', 'fromage', 'Käse', 'queijo', 'チーズ'],
  egg: ['huevo', 'œuf', 'Ei', 'ovo', '卵'],
  eggs: ['huevos', 'œufs', 'Eier', 'ovos', '卵'],
  fried: ['frito', 'frit', 'gebraten', 'frito', '揚げ'],
  grilled: ['a la parrilla', 'grillé', 'gegrillt', 'grelhado', '焼き'],
  roast: ['asado', 'rôti', 'Braten', 'assado', '焼き'],
  sweet: ['dulce', 'sucré', 'süß', 'doce', '甘'],
  sour: ['agrio', 'aigre', 'sauer', 'azedo', '酢'],
  spicy: ['picante', 'épicé', 'scharf', 'apimentado', '辛'],
  stew: ['guiso', 'ragoût', 'Eintopf', 'ensopado', '煮込み'],
  dumplings: ['empanadillas', 'raviolis', 'Knödel', 'bolinhos', '餃子'],
  pie: ['pastel', 'tourte', 'Pastete', 'torta', 'パイ'],
  tea: ['té', 'thé', 'Tee', 'chá', '茶'],
  milk: ['leche', 'lait', 'Milch', 'leite', '乳'],
  potato: ['patata', 'pomme de terre', 'Kartoffel', 'batata', '芋'],
  potatoes: ['patatas', 'pommes de terre', 'Kartoffeln', 'batatas', '芋'],
  beans: ['frijoles', 'haricots', 'Bohnen', 'feijão', '豆'],
  lamb: ['cordero', 'agneau', 'Lamm', 'cordeiro', '羊'],
  duck: ['pato', 'canard', 'Ente', 'pato', '鴨'],
  shrimp: ['gambas', 'crevettes', 'Garnelen', 'camarão', '海老'],
  crab: ['cangrejo', 'crabe', 'Krabbe', 'caranguejo', '蟹'],
  pancake: ['tortita', 'crêpe', 'Pfannkuchen', 'panqueca', 'パンケーキ'],
  pancakes: ['tortitas', 'crêpes', 'Pfannkuchen', 'panquecas', 'パンケーキ'],
  sauce: ['salsa', 'sauce', 'Soße', 'molho', 'ソース'],
  curry: ['curry', 'curry', 'Curry', 'caril', 'カレー'],
  green: ['verde', 'vert', 'grün', 'verde', '緑'],
  red: ['rojo', 'rouge', 'rot', 'vermelho', '赤'],
  white: ['blanco', 'blanc', 'weiß', 'branco', '白'],
  sausage: ['salchicha', 'saucisse', 'Wurst', 'linguiça', 'ソーセージ'],
  cookies: ['galletas', 'biscuits', 'Kekse', 'biscoitos', 'クッキー'],
  ice: ['hielo', 'glace', 'Eis', 'gelo', '氷'],
  cream: ['crema', 'crème', 'Sahne', 'creme', 'クリーム'],
};
const LANGS: Translated[] = ['es', 'fr', 'de', 'pt-BR'];
const JOINER: Record<Translated, string> = { es: 'de', fr: 'au', de: 'mit', 'pt-BR': 'de' };

/** Katakana for a consonant (or none) and a vowel. */
const KANA: Record<string, string> = {
  a: 'ア',
  i: 'イ',
  u: 'ウ',
  e: 'エ',
  o: 'オ',
  ka: 'カ',
  ki: 'キ',
  ku: 'ク',
  ke: 'ケ',
  ko: 'コ',
  ga: 'ガ',
  gi: 'ギ',
  gu: 'グ',
  ge: 'ゲ',
  go: 'ゴ',
  sa: 'サ',
  si: 'シ',
  su: 'ス',
  se: 'セ',
  so: 'ソ',
  za: 'ザ',
  zi: 'ジ',
  zu: 'ズ',
  ze: 'ゼ',
  zo: 'ゾ',
  ta: 'タ',
  ti: 'ティ',
  tu: 'トゥ',
  te: 'テ',
  to: 'ト',
  da: 'ダ',
  di: 'ディ',
  du: 'ドゥ',
  de: 'デ',
  do: 'ド',
  na: 'ナ',
  ni: 'ニ',
  nu: 'ヌ',
  ne: 'ネ',
  no: 'ノ',
  ha: 'ハ',
  hi: 'ヒ',
  hu: 'フ',
  he: 'ヘ',
  ho: 'ホ',
  ba: 'バ',
  bi: 'ビ',
  bu: 'ブ',
  be: 'ベ',
  bo: 'ボ',
  pa: 'パ',
  pi: 'ピ',
  pu: 'プ',
  pe: 'ペ',
  po: 'ポ',
  ma: 'マ',
  mi: 'ミ',
  mu: 'ム',
  me: 'メ',
  mo: 'モ',
  ya: 'ヤ',
  yu: 'ユ',
  yo: 'ヨ',
  ra: 'ラ',
  ri: 'リ',
  ru: 'ル',
  re: 'レ',
  ro: 'ロ',
  la: 'ラ',
  li: 'リ',
  lu: 'ル',
  le: 'レ',
  lo: 'ロ',
  wa: 'ワ',
  wi: 'ウィ',
  we: 'ウェ',
  wo: 'ウォ',
  fa: 'ファ',
  fi: 'フィ',
  fu: 'フ',
  fe: 'フェ',
  fo: 'フォ',
  va: 'ヴァ',
  vi: 'ヴィ',
  vu: 'ヴ',
  ve: 'ヴェ',
  vo: 'ヴォ',
  ja: 'ジャ',
  ji: 'ジ',
  ju: 'ジュ',
  je: 'ジェ',
  jo: 'ジョ',
  ca: 'カ',
  ci: 'チ',
  cu: 'ク',
  ce: 'セ',
  co: 'コ',
  qa: 'カ',
  qi: 'キ',
  qu: 'ク',
  qe: 'ケ',
  qo: 'コ',
  xa: 'サ',
  xi: 'シ',
  xu: 'ス',
  xe: 'セ',
  xo: 'ソ',
  sha: 'シャ',
  shi: 'シ',
  shu: 'シュ',
  she: 'シェ',
  sho: 'ショ',
  cha: 'チャ',
  chi: 'チ',
  chu: 'チュ',
  che: 'チェ',
  cho: 'チョ',
  tha: 'タ',
  thi: 'ティ',
  thu: 'トゥ',
  the: 'テ',
  tho: 'ト',
};
/** A consonant with no vowel after it. */
const CODA: Record<string, string> = {
  n: 'ン',
  m: 'ム',
  s: 'ス',
  t: 'ト',
  d: 'ド',
  k: 'ク',
  g: 'グ',
  l: 'ル',
  r: 'ル',
  p: 'プ',
  b: 'ブ',
  f: 'フ',
  h: '',
  c: 'ク',
  x: 'クス',
  z: 'ズ',
  v: 'ヴ',
  w: 'ウ',
  y: 'イ',
  j: 'ジ',
  q: 'ク',
};

/** Letters folded to plain a-z (the katakana table is for those). */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '');

/** A rough katakana reading of a Latin name. */
export function toKatakana(text: string): string {
  const out: string[] = [];
  for (const word of plain(text).split(' ').filter(Boolean)) {
    let i = 0;
    while (i < word.length) {
      const three = word.slice(i, i + 3);
      const two = word.slice(i, i + 2);
      if (KANA[three]) {
        out.push(KANA[three]);
        i += 3;
      } else if (KANA[two]) {
        out.push(KANA[two]);
        i += 2;
      } else if (KANA[word[i]!]) {
        out.push(KANA[word[i]!]!);
        i += 1;
      } else {
        // A doubled consonant is a small tsu; another consonant its coda.
        out.push(word[i] === word[i + 1] ? 'ッ' : (CODA[word[i]!] ?? ''));
        i += 1;
      }
    }
    out.push('・');
  }
  return out.join('').replace(/・$/, '');
}

/** Katakana to hiragana (the script an IME gives first). */
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)).replace(/・/g, '');

const CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'й',
  z: 'з',
};
/** A Cyrillic spelling of a Latin name. */
export function toCyrillic(text: string): string {
  const word = plain(text)
    .replace(/sh/g, 'ш')
    .replace(/ch/g, 'ч')
    .replace(/[a-z]/g, (c) => CYRILLIC[c]!);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name of a dish in a Latin-script language: its food words translated, a two-word name turned around. */
function translated(name: string, lang: Translated): string {
  const column = LANGS.indexOf(lang);
  const words = name.split(' ');
  let known = false;
  const out = words.map((w) => {
    const t = WORDS[w.toLowerCase()]?.[column];
    if (t) known = true;
    return t ?? w;
  });
  if (known && out.length === 2) return capital(`${out[1]} ${JOINER[lang]} ${out[0]!.toLowerCase()}`);
  return capital(out.join(' '));
}

/** A kanji (or mixed) Japanese name where the name holds a known food word, else undefined. */
function kanjiName(name: string): string | undefined {
  const words = name.split(' ');
  if (!words.some((w) => WORDS[w.toLowerCase()])) return undefined;
  return words.map((w) => WORDS[w.toLowerCase()]?.[4] ?? toKatakana(w)).join('');
}

/**
 * The `names` of a dish in every other language, and an alias in Cyrillic for one dish in
 * four (`n` is the dish's number, to spread that choice), derived from its English name
 * and aliases. `suffix` (' 17') follows every name, as it follows the English one.
 */
export function syntheticNames(
  food: Pick<Food, 'name' | 'aliases'>,
  base: string,
  suffix: string,
  n: number,
): Pick<Food, 'names' | 'aliases'> {
  const names: NonNullable<Food['names']> = {};
  for (const lang of LANGS) {
    const name = translated(base, lang);
    const alias = food.aliases[n % Math.max(1, food.aliases.length)];
    names[lang] = { name: `${name}${suffix}`, aliases: alias ? [translated(alias, lang)] : [] };
  }
  const katakana = toKatakana(base);
  const kanji = kanjiName(base);
  names.ja = {
    name: `${kanji ?? katakana}${suffix}`,
    aliases: [...new Set([toHiragana(katakana), ...(kanji ? [katakana] : [])])].filter(Boolean),
  };
  return { names, aliases: withCyrillicAlias(food.aliases, base, n) };
}

/**
 * A dish's aliases with its name in Cyrillic for one dish in four (`n` its number), unless
 * it is listed already (Burek has 'Бурек'): the content refuses a list with an item twice.
 */
export function withCyrillicAlias(aliases: readonly string[], base: string, n: number): string[] {
  const cyrillic = toCyrillic(base);
  const listed = aliases.some((a) => a.toLowerCase() === cyrillic.toLowerCase());
  return n % 4 === 0 && !listed ? [...aliases, cyrillic] : [...aliases];
}
