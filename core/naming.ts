/**
 * The names a dish goes by beyond its name: its slug (the file and the URL), its image's
 * file name, and its aliases after a rename. Built on core/normalise.ts's folding.
 */
import { foldText } from './normalise.ts';

/** A dish name as a URL and file slug: 'Phở Bò' becomes 'pho-bo'. */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The base name of a dish's stored image: its slug, which is unique, so two dishes never
 * share a file ('Phở' and 'Phé' are pho and phe; the spec's underscore rule made both Ph_).
 */
export function imageBaseName(name: string): string {
  return slugify(name);
}

/**
 * A dish's aliases after it is renamed: any alias that is the new name goes (it would
 * repeat the name), and the old name joins them unless `keepOldName` is false or it is
 * already there, so players who learnt the old name can still type it.
 */
export function aliasesAfterRename(
  aliases: readonly string[],
  oldName: string,
  newName: string,
  keepOldName = true,
): string[] {
  const newKey = foldText(newName);
  const kept = aliases.filter((alias) => foldText(alias) !== newKey);
  const oldKey = foldText(oldName);
  if (keepOldName && oldKey !== newKey && !kept.some((alias) => foldText(alias) === oldKey)) kept.push(oldName);
  return kept;
}
