/**
 * The board area's compiled module in each language (a chunk each): the one place a build
 * names their files, apart from the other areas' so that a page's first load names only
 * its own areas' files. site/i18n/messages.ts imports it when the area is first asked for, with the board's code.
 */
export default import.meta.glob(['../compiled/board/messages/*.js', '!**/_index.js']);
