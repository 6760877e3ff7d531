/** Output helpers: JSON for scripts, aligned plain-text tables for people. */

/** Prints a value as JSON (two-space indent, trailing newline) for `--json`. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Display width of a string, counting each code point once (accents fold into one). */
function width(text: string): number {
  return [...text.normalize('NFC')].length;
}

/** Pads to a display width. */
export function pad(text: string, size: number): string {
  return text + ' '.repeat(Math.max(0, size - width(text)));
}

/** Rows as aligned columns under a header; the last column is not padded. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const sizes = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : pad(c, sizes[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Label/count pairs laid out in a grid, `perRow` to a line: compact breadth tables. */
export function formatGrid(
  entries: readonly { label: string; value: string | number; flag?: boolean }[],
  perRow = 3,
): string {
  const cells = entries.map((e) => `${e.flag ? '!' : ' '} ${e.label} ${e.value}`);
  const size = Math.max(0, ...cells.map(width));
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += perRow) {
    lines.push(
      cells
        .slice(i, i + perRow)
        .map((c) => pad(c, size + 2))
        .join('')
        .trimEnd(),
    );
  }
  return lines.join('\n');
}

/** '1 food', '2 foods'. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
