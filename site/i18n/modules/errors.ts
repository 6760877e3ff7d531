/**
 * The errors area's compiled module in each language (a chunk each): the one place a build
 * names their files, apart from the other areas' so that a page's first load names only
 * its own areas' files. its ready module (../ready/errors.ts) brings it, else site/i18n/messages.ts imports it when the area is first asked for.
 */
export default import.meta.glob(['../compiled/errors/messages/*.js', '!**/_index.js']);
