import { describe, expect, it } from 'vitest';
import { descriptionQuality, qualityColor } from '../../core/description-quality.ts';

/** `n` distinct plain words. */
function words(n: number): string {
  return Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
}

describe('descriptionQuality', () => {
  it('scores an empty description 0, red', () => {
    expect(descriptionQuality('')).toMatchObject({ score: 0, color: 'red', words: 0 });
  });

  it('gives the length points only past each threshold', () => {
    expect(descriptionQuality(words(300)).score).toBe(0);
    expect(descriptionQuality(words(301)).score).toBe(20);
    expect(descriptionQuality(words(500)).score).toBe(20);
    expect(descriptionQuality(words(501)).score).toBe(35);
    expect(descriptionQuality(words(800)).score).toBe(35);
    expect(descriptionQuality(words(801)).score).toBe(45);
  });

  it('counts each kind of markup once, however often it is used', () => {
    expect(descriptionQuality('A **rich** and **buttery** dish.').score).toBe(15);
    expect(descriptionQuality('A *rich* and *buttery* dish.').score).toBe(10);
    expect(descriptionQuality('Served with:\n- rice\n- pickles').score).toBe(15);
    expect(descriptionQuality('First paragraph.\n\nSecond paragraph.\n\nThird.').score).toBe(15);
  });

  it('does not count a bullet list as a second paragraph', () => {
    const q = descriptionQuality('Served with:\n- rice');
    expect(q.checks.find((c) => c.key === 'paragraphs')?.met).toBe(false);
    expect(q.checks.find((c) => c.key === 'bullets')?.met).toBe(true);
  });

  it('does not count markers as words or unpaired stars as emphasis', () => {
    const q = descriptionQuality('**Pad** *Thai* 2 * stars');
    expect(q.words).toBe(4);
    expect(q.checks.find((c) => c.key === 'bold')?.met).toBe(true);
    expect(q.checks.find((c) => c.key === 'italic')?.met).toBe(true);
  });

  it('reaches 100 with every criterion met, green', () => {
    const text = `**${words(400)}**\n\n*${words(300)}*\n\n- ${words(200)}`;
    const q = descriptionQuality(text);
    expect(q.words).toBe(900);
    expect(q.score).toBe(100);
    expect(q.color).toBe('green');
    expect(q.checks.every((c) => c.met)).toBe(true);
  });

  it('a 320-word description with bold, a list and two paragraphs is orange', () => {
    const q = descriptionQuality(`A **classic** dish. ${words(300)}\n\nServed with:\n- rice and more ${words(10)}`);
    expect(q.score).toBe(20 + 15 + 15 + 15);
    expect(q.color).toBe('orange');
  });
});

describe('qualityColor', () => {
  it('is green from 80, orange from 60, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(qualityColor)).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red']);
  });
});
