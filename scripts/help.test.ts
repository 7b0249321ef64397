import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asksForHelp } from './help';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The tools whose scripts run them as they are: they answer --help themselves. */
const otherTools = new Set(['vitest', 'playwright', 'tsc']);
/** A script that runs what the build made, by the source the build made it from. */
const builtFrom: Record<string, string> = { 'dist/server/serve.mjs': 'scripts/serve.ts' };

/** Each script of ours with the file it runs (`tsx scripts/x.ts`, `node scripts/x.mjs`). */
const ours = Object.entries(scripts).flatMap(([name, command]) => {
  const [program, entry, ...rest] = command.split(/\s+/);
  if (otherTools.has(program!)) return [];
  expect(['tsx', 'node'], `${name}: ${command}`).toContain(program);
  expect(rest, `${name} runs its file alone`).toEqual([]);
  return [{ name, entry: builtFrom[entry!] ?? entry! }];
});

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const USAGE = 'Usage: ';
/** Long enough for the TypeScript loader and a script's imports on a busy machine. */
const TIME_LIMIT_MS = 30_000;

/**
 * Runs a script's file with --help. A script that does not answer it would go on to its work
 * (build, serve, run every test): its whole process group is ended as soon as it prints anything
 * else than usage, or when it outlasts the time limit.
 */
function runWithHelp(entry: string): Promise<{ code: number | null; stdout: string; stderr: string; ended?: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [entry, '--help'], { cwd: root, env: { ...process.env, NO_COLOR: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let ended: string | undefined;
    const end = (why: string) => {
      if (ended) return;
      ended = why;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => end(`still running after ${TIME_LIMIT_MS / 1000} s`), TIME_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (!USAGE.startsWith(stdout.slice(0, USAGE.length))) end('printed something else than its usage');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      end('wrote to standard error');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ended });
    });
  });
}
/** How npm runs the script: npm test and npm start need no `run`. */
const npmCommand = (name: string) => (name === 'test' || name === 'start' ? `npm ${name}` : `npm run ${name}`);

describe('npm run <script> -- --help', () => {
  it('covers every script of ours', () => {
    expect(ours.map(({ name }) => name).sort()).toEqual(
      ['bench', 'build', 'check:html', 'check:links', 'content', 'content:schema', 'dev', 'inbox', 'new', 'serve', 'start', 'subscribers', 'test', 'translations'].sort(),
    );
  });

  for (const { name, entry } of ours) {
    it.concurrent(`${name} prints its usage, options and examples and exits 0, doing nothing else`, { timeout: TIME_LIMIT_MS + 10_000 }, async () => {
      const { code, stdout, stderr, ended } = await runWithHelp(entry);
      expect(ended, `${entry} --help ${ended}:\n${stdout}${stderr}`).toBeUndefined();
      expect(code).toBe(0);
      expect(stdout.startsWith(`${USAGE}${npmCommand(name)}`), stdout).toBe(true);
      expect(stdout).toMatch(/\n\nOptions:\n/);
      expect(stdout).toMatch(/\n\nExamples?:\n {2}npm /);
      expect(stdout).toContain('-h, --help');
      expect(stderr).toBe('');
    });
  }
});

describe('asksForHelp', () => {
  it('finds --help or -h among the options, not after the -- that ends them', () => {
    expect(asksForHelp(['--help'])).toBe(true);
    expect(asksForHelp(['export', '-h'])).toBe(true);
    expect(asksForHelp(['--check'])).toBe(false);
    expect(asksForHelp(['post', '--', '--help'])).toBe(false);
    expect(asksForHelp(['--helpful'])).toBe(false);
  });
});
