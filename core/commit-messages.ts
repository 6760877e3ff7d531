/**
 * Commit messages of content changes, one per kind of change, so that `git log` reads as a
 * history of the content: the admin API's writer and the CLI's `--commit` say the same
 * ('foods: update “pad-thai”', 'calendar: set 2027-01-04 to ramen').
 */

/** A name or slug in curly quotes, as commit messages quote them. */
export function quoted(value: string): string {
  return `“${value}”`;
}

/** Commit messages, one per kind of change. */
export const COMMIT = {
  addFood: (name: string) => `foods: add ${quoted(name)}`,
  updateFood: (slug: string) => `foods: update ${quoted(slug)}`,
  renameFood: (from: string, to: string) => `foods: rename ${quoted(from)} to ${quoted(to)}`,
  removeFood: (slug: string) => `foods: remove ${quoted(slug)}`,
  setImage: (slug: string) => `foods: set the image of ${quoted(slug)}`,
  removeImage: (slug: string) => `foods: remove the image of ${quoted(slug)}`,
  addImage: (file: string) => `images: add ${file}`,
  setDay: (date: string, slug: string, replaced?: string) =>
    `calendar: set ${date} to ${slug}${replaced && replaced !== slug ? ` (replacing ${replaced})` : ''}`,
  insertDay: (date: string, slug: string, moved: readonly string[]) =>
    moved.length === 0
      ? `calendar: set ${date} to ${slug}`
      : `calendar: insert ${slug} on ${date}, moving ${moved.length === 1 ? '1 day' : `${moved.length} days`} ` +
        `by one (${moved[0]}${moved.length > 1 ? ` to ${moved[moved.length - 1]}` : ''})`,
  unsetDay: (date: string) => `calendar: unset ${date}`,
  setDays: (dates: readonly string[]) =>
    dates.length === 1
      ? `calendar: set ${dates[0]}`
      : `calendar: set ${dates.length} days, ${dates[0]} to ${dates[dates.length - 1]}`,
  rhythm: (dates: readonly string[]) =>
    `calendar: rearrange ${dates.length === 1 ? '1 day' : `${dates.length} days`} into the weekly ` +
    `rhythm${dates.length > 0 ? ` (${dates[0]} to ${dates[dates.length - 1]})` : ''}`,
  unsetDays: (dates: readonly string[]) =>
    dates.length === 1
      ? `calendar: unset ${dates[0]}`
      : `calendar: unset ${dates.length} days, ${dates[0]} to ${dates[dates.length - 1]}`,
  addProduct: (title: string) => `affiliate: add ${quoted(title)}`,
  updateProduct: (id: number) => `affiliate: update product ${id}`,
  removeProduct: (id: number) => `affiliate: remove product ${id}`,
  setFoodTags: (name: string) => `tags: set the tags of ${quoted(name)}`,
  addMapping: (keyword: string, tag: string) => `tags: map ${quoted(keyword)} to ${quoted(tag)}`,
  updateMapping: (id: number) => `tags: update mapping ${id}`,
  removeMapping: (id: number) => `tags: remove mapping ${id}`,
} as const;
