/**
 * The light markup of dish descriptions: paragraphs split by blank lines, '-' bullet
 * lists, **bold** and *italic*. Descriptions are parsed into plain data that React
 * renders as text, so no HTML written in content ever reaches a page; descriptionToHtml
 * (for the API's format-display) escapes every character of content.
 */

/** A run of text with its emphasis. */
export interface Inline {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A paragraph, or a bullet list whose items are runs of inlines. */
export type Block = { type: 'paragraph'; inlines: Inline[] } | { type: 'list'; items: Inline[][] };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML text or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

// '**' pairs first (lazily, so '**a** and **b**' is two runs; a closing '**' is the last
// two stars of a run, so '**d *e***' closes the italic first), then single '*' pairs that
// do not cross another '*'. An unpaired marker stays literal text.
const EMPHASIS = /\*\*(.+?)\*\*(?!\*)|\*([^*]+?)\*/gs;

function pushInline(out: Inline[], text: string, bold: boolean, italic: boolean): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && !!last.bold === bold && !!last.italic === italic) {
    last.text += text;
    return;
  }
  const inline: Inline = { text };
  if (bold) inline.bold = true;
  if (italic) inline.italic = true;
  out.push(inline);
}

function parseRuns(text: string, bold: boolean, italic: boolean, out: Inline[]): void {
  let last = 0;
  for (const m of text.matchAll(EMPHASIS)) {
    pushInline(out, text.slice(last, m.index), bold, italic);
    if (m[1] !== undefined) parseRuns(m[1], true, italic, out);
    else parseRuns(m[2]!, bold, true, out);
    last = m.index + m[0].length;
  }
  pushInline(out, text.slice(last), bold, italic);
}

/** One line or paragraph of text as runs of plain, bold and italic text. */
export function parseInlines(text: string): Inline[] {
  const out: Inline[] = [];
  parseRuns(text, false, false, out);
  return out;
}

const BULLET = /^\s*-\s+(.*)$/;

/** A description as blocks: paragraphs (their lines joined by spaces) and bullet lists. */
export function parseDescription(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list.map(parseInlines) });
    list = [];
  };
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const bullet = BULLET.exec(rawLine);
    if (bullet) {
      flushParagraph();
      list.push(bullet[1]!.trim());
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

function inlinesToHtml(inlines: Inline[]): string {
  return inlines
    .map((i) => {
      let html = escapeHtml(i.text);
      if (i.italic) html = `<em>${html}</em>`;
      if (i.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

function inlinesToText(inlines: Inline[]): string {
  return inlines.map((i) => i.text).join('');
}

/** A description as escaped HTML: <p>, <ul><li>, <strong> and <em> only. */
export function descriptionToHtml(text: string): string {
  return parseDescription(text)
    .map((b) =>
      b.type === 'paragraph'
        ? `<p>${inlinesToHtml(b.inlines)}</p>`
        : `<ul>${b.items.map((item) => `<li>${inlinesToHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** A description as plain text: markers removed, bullets as '- ' lines, blocks split by blank lines. */
export function descriptionToPlainText(text: string): string {
  return parseDescription(text)
    .map((b) =>
      b.type === 'paragraph' ? inlinesToText(b.inlines) : b.items.map((item) => `- ${inlinesToText(item)}`).join('\n'),
    )
    .join('\n\n');
}
