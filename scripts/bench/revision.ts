/**
 * Another revision of the project, checked out beside it for the bench to build next to the
 * current one: its files as committed, with the packages its lock file names.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../content/paths';

export interface RevisionCheckout {
  /** The full commit the revision names. */
  commit: string;
  dir: string;
  /** The node_modules its workspaces link to. */
  nodeModules: string;
  /** Whether its packages were installed apart, its lock file differing from the project's. */
  installed: boolean;
  remove(): void;
}

export interface CheckoutOptions {
  /** The git repository the revision is in. */
  repo?: string;
  /** The project whose package-lock.json and node_modules the revision shares when its lock is the same. */
  project?: string;
  /** Installs the packages of `dir` from its lock file. */
  install?: (dir: string) => void;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}: ${result.stderr}`);
  return result.stdout;
}

const npmCi = (dir: string) => {
  const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm ci failed in ${dir}`);
};

const readLock = (dir: string) => {
  const file = path.join(dir, 'package-lock.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * `revision` as committed (git archive, so nothing of the working tree comes with it) in a
 * temporary folder. With the project's lock file it shares the project's node_modules; with
 * another, it gets its own by `npm ci`, so a build of it runs on the packages it was made with.
 */
export function checkoutRevision(revision: string, { repo = root, project = root, install = npmCi }: CheckoutOptions = {}): RevisionCheckout {
  const commit = run('git', ['rev-parse', '--verify', `${revision}^{commit}`], repo).trim();
  const dir = mkdtempSync(path.join(tmpdir(), `bench-rev-${commit.slice(0, 7)}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const archive = path.join(dir, '.revision.tar');
    run('git', ['archive', '--format=tar', `--output=${archive}`, commit], repo);
    run('tar', ['-xf', archive, '-C', dir], dir);
    rmSync(archive);
    const lock = readLock(dir);
    const installed = lock !== readLock(project);
    if (installed) install(dir);
    return { commit, dir, nodeModules: path.join(installed ? dir : project, 'node_modules'), installed, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
