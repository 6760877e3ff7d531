/**
 * A content review (core/review.ts) in words: the text `platter review` prints and the
 * Markdown a pull request's comment shows.
 */
import { descriptionQuality } from './description-quality.ts';
import { dayLabel, type ContentReview, type DayChange, type FieldChange, type RenamedDish } from './review.ts';

/** A field's value in one short line. */
function shortValue(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  const text = String(value).replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One changed field in one line: '+spicy −sweet' for lists, 'old → new' otherwise. */
export function describeFieldChange(c: FieldChange): string {
  if (c.field === 'description') {
    const was = descriptionQuality(String(c.before ?? ''));
    const now = descriptionQuality(String(c.after ?? ''));
    return `description: rewritten (${was.words} → ${now.words} words, quality ${was.score} → ${now.score})`;
  }
  if (c.added || c.removed) {
    const parts = [...(c.added ?? []).map((v) => `+${v}`), ...(c.removed ?? []).map((v) => `−${v}`)];
    return `${c.field}: ${parts.length > 0 ? parts.join(' ') : `reordered (${shortValue(c.after)})`}`;
  }
  return `${c.field}: ${shortValue(c.before)} → ${shortValue(c.after)}`;
}

function describeDay(d: DayChange): string {
  const label = dayLabel(d.date, d.number);
  const moved = d.movedFrom ? ` (moved from ${d.movedFrom.join(', ')})` : '';
  switch (d.kind) {
    case 'added':
      return `${label}: added ${d.after!.name}${moved}`;
    case 'removed':
      return `${label}: removed ${d.before!.name}`;
    case 'renamed':
      return `${label}: ${d.before!.name} follows its rename to ${d.after!.name}`;
    case 'replaced':
      return `${label}: ${d.before!.name} replaced by ${d.after!.name}${moved}`;
  }
}

function describeRename(r: RenamedDish): string {
  const alias = r.aliasKept ? 'old name kept as an alias' : 'old name NOT kept as an alias';
  return `${r.from.name} → ${r.to.name} (${alias})`;
}

/** The review as plain text for a terminal. */
export function formatReviewText(review: ContentReview, base: string): string {
  const out: string[] = [`Content review against ${base} (today is ${review.today} in America/New_York)`];
  if (review.unchanged) {
    out.push('', 'No change to dishes or the calendar.', '', 'Verdict: nothing risky');
    return out.join('\n');
  }
  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push('', title, ...lines.map((l) => `  ${l}`));
  };
  const { dishes, calendar } = review;
  section(
    `Dishes added (${dishes.added.length})`,
    dishes.added.map((d) => `${d.name} (${d.slug})`),
  );
  section(
    `Dishes removed (${dishes.removed.length})`,
    dishes.removed.map((d) => `${d.name} (${d.slug})`),
  );
  section(`Dishes renamed (${dishes.renamed.length})`, dishes.renamed.map(describeRename));
  section(
    `Dishes changed (${dishes.changed.length})`,
    dishes.changed.flatMap((d) => [
      `${d.name}${d.scored ? ' (scored fields)' : ''}`,
      ...d.fields.map((c) => `  ${describeFieldChange(c)}`),
    ]),
  );
  section(`Calendar, days already played (${calendar.played.length})`, calendar.played.map(describeDay));
  section(`Calendar, days to come (${calendar.future.length})`, calendar.future.map(describeDay));
  section(
    `Risks (${review.risks.length})`,
    review.risks.flatMap((r) => [`! [${r.kind}] ${r.message}`, `    why: ${r.why}`]),
  );
  out.push('', `Verdict: ${review.verdict}`);
  return out.join('\n');
}

/** Escapes what Markdown would read as markup in a table cell or a line. */
function md(text: string): string {
  return text.replace(/([\\`*_|<>[\]])/g, '\\$1');
}

/** The review as GitHub-flavoured Markdown, for a pull-request comment or job summary. */
export function formatReviewMarkdown(review: ContentReview, base: string): string {
  const out: string[] = [
    '## Content review',
    '',
    `Against \`${base}\`; today is ${review.today} in America/New_York.`,
    '',
  ];
  out.push(review.risks.length === 0 ? '**Verdict: nothing risky.**' : `**Verdict: ${review.verdict}** (see below).`);
  if (review.unchanged) {
    out.push('', 'No change to dishes or the calendar.');
    return out.join('\n');
  }
  if (review.risks.length > 0) {
    out.push('', '### Risks', '', '| | What | Why it matters |', '|---|---|---|');
    for (const r of review.risks) out.push(`| ⚠️ ${r.kind} | ${md(r.message)} | ${md(r.why)} |`);
  }
  const { dishes, calendar } = review;
  const list = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push('', `### ${title}`, '', ...lines.map((l) => `- ${l}`));
  };
  list(
    `Dishes added (${dishes.added.length})`,
    dishes.added.map((d) => `${md(d.name)} (\`${d.slug}\`)`),
  );
  list(
    `Dishes removed (${dishes.removed.length})`,
    dishes.removed.map((d) => `${md(d.name)} (\`${d.slug}\`)`),
  );
  list(
    `Dishes renamed (${dishes.renamed.length})`,
    dishes.renamed.map((r) => md(describeRename(r))),
  );
  if (dishes.changed.length > 0) {
    out.push('', `### Dishes changed (${dishes.changed.length})`, '');
    for (const d of dishes.changed) {
      out.push(`- **${md(d.name)}**${d.scored ? ' (scored fields)' : ''}`);
      for (const c of d.fields) out.push(`  - ${md(describeFieldChange(c))}`);
    }
  }
  list(
    `Calendar: days already played (${calendar.played.length})`,
    calendar.played.map((d) => md(describeDay(d))),
  );
  list(
    `Calendar: days to come (${calendar.future.length})`,
    calendar.future.map((d) => md(describeDay(d))),
  );
  return out.join('\n');
}
