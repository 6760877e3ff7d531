/**
 * The game area's compiled module in each language (a chunk each): the one place a build
 * names their files, apart from the other areas' so that a page's first load names only
 * its own areas' files. its ready module (../ready/game.ts) brings it, so the map is in the island's own first load.
 */
export default import.meta.glob(['../compiled/game/messages/*.js', '!**/_index.js']);
