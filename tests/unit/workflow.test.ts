/**
 * The forge's CI workflow runs what CI here runs: .ci/run (the packages, `npm ci`, then the
 * README's test command), the content review on pull requests, and the site build on main.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

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

  it('tests every pull request with exactly .ci/run, which installs with npm ci and runs the README test command', () => {
    expect(runs(workflow.jobs.test!)).toEqual(['.ci/run']);
    const commands = ciRun.split('\n').filter((l) => /^npm /.test(l));
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
    // The README's test command is the one .ci/run ends with.
    expect(readme).toMatch(/^npm test +# every test/m);
  });

  it('puts platter review in the summary of a pull request that changes content/', () => {
    const review = workflow.jobs.review!;
    expect(review.if).toBe("github.event_name == 'pull_request'");
    const commands = runs(review);
    expect(commands.some((c) => c.includes('git diff --quiet') && c.includes('-- content/'))).toBe(true);
    expect(commands).toContain('npm ci --no-audit --no-fund');
    expect(commands).toContain(
      'npx platter review --base "origin/${{ github.base_ref }}" --format markdown >> "$GITHUB_STEP_SUMMARY"',
    );
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
  });
});
