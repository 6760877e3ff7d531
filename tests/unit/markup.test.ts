import { describe, expect, it } from 'vitest';
import {
  descriptionToHtml,
  descriptionToPlainText,
  escapeHtml,
  parseDescription,
  parseInlines,
} from '../../core/markup.ts';

describe('parseDescription', () => {
  it('splits paragraphs on blank lines and joins their lines', () => {
    expect(parseDescription('First line\nsame paragraph.\n\nSecond.')).toEqual([
      { type: 'paragraph', inlines: [{ text: 'First line same paragraph.' }] },
      { type: 'paragraph', inlines: [{ text: 'Second.' }] },
    ]);
  });

  it("turns '-' lines into a list, also right after a paragraph line", () => {
    expect(parseDescription('Steps:\n- soak\n- **fry**\n\nDone.')).toEqual([
      { type: 'paragraph', inlines: [{ text: 'Steps:' }] },
      { type: 'list', items: [[{ text: 'soak' }], [{ text: 'fry', bold: true }]] },
      { type: 'paragraph', inlines: [{ text: 'Done.' }] },
    ]);
  });

  it('handles Windows line ends and an empty description', () => {
    expect(parseDescription('a\r\n\r\nb')).toHaveLength(2);
    expect(parseDescription('')).toEqual([]);
  });
});

describe('parseInlines', () => {
  it('reads bold, italic and italic inside bold', () => {
    expect(parseInlines('a **b** *c* **d *e***')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' ' },
      { text: 'd ', bold: true },
      { text: 'e', bold: true, italic: true },
    ]);
  });

  it('leaves an unpaired marker as text', () => {
    expect(parseInlines('5 * 3 = 15')).toEqual([{ text: '5 * 3 = 15' }]);
  });
});

describe('descriptionToHtml', () => {
  it('escapes everything from content: a <script> stays text', () => {
    const html = descriptionToHtml('Tasty <script>alert("x")</script> & **bold <b>**');
    expect(html).toBe(
      '<p>Tasty &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <strong>bold &lt;b&gt;</strong></p>',
    );
    expect(html).not.toContain('<script>');
  });

  it('renders lists and emphasis', () => {
    expect(descriptionToHtml('*Soft*\n\n- one\n- two')).toBe('<p><em>Soft</em></p>\n<ul><li>one</li><li>two</li></ul>');
  });
});

describe('descriptionToPlainText', () => {
  it('drops the markers and keeps bullets as lines', () => {
    expect(descriptionToPlainText('**Pad Thai** is *good*.\n\n- a\n- b')).toBe('Pad Thai is good.\n\n- a\n- b');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('nested emphasis at the edges', () => {
  it('reads ***both*** as bold italic', () => {
    expect(parseInlines('***both***')).toEqual([{ text: 'both', bold: true, italic: true }]);
  });
});
