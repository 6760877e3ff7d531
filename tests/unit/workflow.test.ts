/**
 * The forge's CI workflow runs what CI here runs: .ci/run (the packages, `npm ci`, then the
 * README's test command), the content review on pull requests, and the site build on main.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { QUALITY_COLOR_THRESHOLDS, TARGET_WORDS } from '../../core/description-quality.ts';

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as Workflow;
const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
const ciRun = readFileSync('.ci/run', 'utf8');
const readme = readFileSync('README.md', 'utf8');

describe('.github/workflows/ci.yml', () => {
  it('runs on pull requests and on pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
  });

  it(
    'tests every pull request with exactly .ci/run, which installs with npm ci and runs the ' + 'README test command',
    () => {
      expect(runs(workflow.jobs.test!)).toEqual(['.ci/run']);
      const commands = ciRun.split('\n').filter((l) => /^npm /.test(l));
      expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
      // The README's test command is the one .ci/run ends with.
      expect(readme).toMatch(/^npm test +# every test/m);
    },
  );

  it('puts platter review in the summary of a pull request that changes content/', () => {
    const review = workflow.jobs.review!;
    expect(review.if).toBe("github.event_name == 'pull_request'");
    const commands = runs(review);
    expect(commands.some((c) => c.includes('git diff --quiet') && c.includes('-- content/'))).toBe(true);
    expect(commands).toContain('npm ci --no-audit --no-fund');
    expect(commands).toContain(
      'npx platter review --base "origin/${{ github.base_ref }}" --format markdown > review.md\ncat ' +
        'review.md >> "$GITHUB_STEP_SUMMARY"',
    );
  });

  it('posts the review as one comment on the pull request and updates it on every push', () => {
    const review = workflow.jobs.review!;
    expect((review as Job & { permissions?: Record<string, string> }).permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
    });
    const step = review.steps.find((s) => s.run?.includes('issues/comments'))!;
    expect(step.if).toBe("steps.content.outputs.changed == 'true'");
    // Found again by its marker: the same comment is edited (PATCH), a first one posted (POST).
    expect(step.run).toContain("marker='<!-- platter-review -->'");
    expect(step.run).toMatch(/select\(\.body \| startswith\(\\"\$marker\\"\)\)/);
    expect(step.run).toContain('gh api -X PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$id" -F body=@comment.md');
    expect(step.run).toContain('gh api -X POST "repos/$GITHUB_REPOSITORY/issues/$PR/comments" -F body=@comment.md');
    expect(step.run).toContain('cat - review.md > comment.md');
  });

  it('fails the review job when a played day or a past answer changed', () => {
    const review = workflow.jobs.review!;
    const last = review.steps.at(-1)!;
    expect(last.if).toBe("steps.content.outputs.changed == 'true'");
    expect(last.run?.trim()).toBe(
      'npx platter review --base "origin/${{ github.base_ref }}" --fail-on-history > /dev/null',
    );
    // Not allowed to fail quietly.
    expect((last as Step & { 'continue-on-error'?: boolean })['continue-on-error']).toBeUndefined();
  });

  it('builds the site as an artifact on main, after the tests', () => {
    const build = workflow.jobs.build!;
    expect(build.if).toContain("github.ref == 'refs/heads/main'");
    expect(build.needs).toBe('test');
    expect(runs(build)).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.with).toMatchObject({
      path: 'dist/',
    });
  });

  it('has a pull-request template asking what no program can check', () => {
    const template = readFileSync('.github/PULL_REQUEST_TEMPLATE/content.md', 'utf8');
    for (const question of [
      'Facts checked against a source',
      'The diet is right for the traditional dish',
      'The description reads well',
    ])
      expect(template).toContain(question);
    // The one description target, the Food Manager's.
    expect(template).toContain(`${TARGET_WORDS.min} to ${TARGET_WORDS.max} words`);
    expect(template).toContain(`quality score of ${QUALITY_COLOR_THRESHOLDS.green}`);
  });
});
