import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_DATA_DIR } from '../src/server/storage/open-store';
import { SHUTDOWN_GRACE_MS } from '../src/server/lifecycle';
import { SERVER_BUNDLES } from './build/server-bundle';
import { buildSources } from './build-sources';
import { root } from './content/paths';
import { isIgnored, readDockerignore } from './dockerignore';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  name: string;
  args: string;
}

interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, each with its instructions (continued lines joined, comments left out). */
function dockerStages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const stages: Stage[] = [];
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [, name = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
    if (name.toUpperCase() === 'FROM') {
      const [image = '', as, stageName] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? stageName : undefined, instructions: [] });
    } else {
      expect(stages.length, `${name} before the first FROM`).toBeGreaterThan(0);
      stages.at(-1)!.instructions.push({ name: name.toUpperCase(), args: args.trim() });
    }
  }
  return stages;
}

const all = (stage: Stage, name: string) => stage.instructions.filter((instruction) => instruction.name === name).map((instruction) => instruction.args);
const one = (stage: Stage, name: string) => {
  const found = all(stage, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
/** KEY=value pairs of ENV lines. */
const envOf = (stage: Stage) => Object.fromEntries(all(stage, 'ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));

const stages = dockerStages(read('Dockerfile'));
const [buildStage, runtime] = stages;

describe('Dockerfile', () => {
  it('builds in one stage and runs from a second on the same Node 20 image', () => {
    expect(stages).toHaveLength(2);
    expect(buildStage!.image).toMatch(/^node:20-/);
    expect(runtime!.image).toBe(buildStage!.image);
    const runs = all(buildStage!, 'RUN');
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs[0]).not.toContain('--omit');
    // The image's npm does not read allowScripts, which denies every install script of the dependencies.
    expect(runs[0]).toContain('--ignore-scripts');
    expect(runs.at(-1)).toBe('npm run build');
  });

  it('runs with the production dependencies and the build only: no sources, no development install', () => {
    expect(all(runtime!, 'RUN').filter((run) => /\bnpm ci\b/.test(run))).toEqual([expect.stringMatching(/^npm ci --omit=dev\b/)]);
    expect(all(runtime!, 'COPY')).toEqual(['package.json package-lock.json ./', `--from=${buildStage!.name} /app/dist ./dist`]);
    expect(one(buildStage!, 'WORKDIR')).toBe('/app');
    expect(one(runtime!, 'WORKDIR')).toBe('/app');
  });

  it('runs as the image’s unprivileged node user, owning the PGlite folder, which is a volume', () => {
    expect(one(runtime!, 'USER')).toBe('node');
    const dataDir = path.posix.join('/app', path.posix.dirname(DEFAULT_DATA_DIR));
    expect(one(runtime!, 'VOLUME')).toBe(dataDir);
    const relative = path.posix.relative('/app', dataDir);
    expect(all(runtime!, 'RUN')).toContain(`mkdir -p ${relative} && chown node:node ${relative}`);
    // Ownership is set while still root, before USER switches.
    const names = runtime!.instructions.map((instruction) => instruction.name);
    expect(names.indexOf('USER')).toBeGreaterThan(names.lastIndexOf('RUN'));
  });

  it('listens on every interface of the container, on the port it exposes', () => {
    const env = envOf(runtime!);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.NODE_ENV).toBe('production');
    expect(one(runtime!, 'EXPOSE')).toBe(env.PORT);
  });

  it('starts the bundled server with node as PID 1, which drains on SIGTERM', () => {
    expect(JSON.parse(one(runtime!, 'CMD'))).toEqual(['node', `dist/server/${SERVER_BUNDLES.serve}`]);
    expect(all(runtime!, 'ENTRYPOINT')).toEqual([]);
    expect(one(runtime!, 'STOPSIGNAL')).toBe('SIGTERM');
  });

  it('checks health at /api/health with node (the slim image has no curl or wget)', () => {
    const check = /^(--\S+\s+)*CMD (\[.*\])$/.exec(one(runtime!, 'HEALTHCHECK'));
    expect(check).not.toBeNull();
    const command = JSON.parse(check![2]!) as string[];
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain('/api/health');
  });
});

/** Runs the health check's command against a server answering `status`, or against nothing. */
async function healthCheckExit(status: number | undefined): Promise<number | null> {
  const command = JSON.parse(/CMD (\[.*\])$/.exec(one(runtime!, 'HEALTHCHECK'))![1]!) as string[];
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url!);
    response.writeHead(request.url === '/api/health' ? status! : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  if (status === undefined) await new Promise((resolve) => server.close(resolve));
  try {
    const child = spawn(command[0] === 'node' ? process.execPath : command[0]!, command.slice(1), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (status !== undefined) expect(asked).toEqual(['/api/health']);
    return code;
  } finally {
    server.close();
  }
}

describe('the health check command', () => {
  it('passes on 200, fails on 503 and when nothing listens on PORT', async () => {
    expect(await healthCheckExit(200)).toBe(0);
    expect(await healthCheckExit(503)).toBe(1);
    expect(await healthCheckExit(undefined)).toBe(1);
  });
});

describe('.dockerignore', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps what is installed, built, generated or private out of the image', () => {
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', '.data', '.git', '.env', 'public/data', 'test-results']));
  });

  it('keeps every file the build reads, as Docker reads the patterns, and leaves out what the content scripts generate', () => {
    const patterns = readDockerignore(read('.dockerignore'));
    const generated = (file: string) => buildSources.generated.some((name) => file === name || file.startsWith(`${name}/`));
    // Each source and every file in it, as they are on this machine.
    const files = buildSources.files.flatMap((name) =>
      statSync(path.join(root, name)).isDirectory() ? [name, ...readdirSync(path.join(root, name), { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(name, file.split(path.sep).join('/')))] : [name],
    );
    expect(files.length).toBeGreaterThan(buildSources.files.length);
    expect(files.filter((file) => !generated(file) && isIgnored(patterns, file))).toEqual([]);
    for (const name of buildSources.generated) expect(isIgnored(patterns, `${name}/v1/index.json`), name).toBe(true);
  });
});

interface ComposeService {
  image?: string;
  build?: string | { context: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const { db, site } = compose.services;

  it('runs PostgreSQL 15 or 16 with its data in a named volume, healthy once pg_isready answers', () => {
    expect(db?.image).toMatch(/^postgres:1[56]\b/);
    const [volume, target] = db!.volumes![0]!.split(':');
    expect(target).toBe('/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toContain(volume);
    const test = db!.healthcheck!.test.join(' ');
    expect(test).toContain('pg_isready');
    expect(test).toContain(`-U ${db!.environment!.POSTGRES_USER}`);
  });

  it('builds the site from the Dockerfile and starts it once the database is healthy', () => {
    expect(site?.build).toBe('.');
    expect(site!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('points DATABASE_URL at the db service, its user and its database', () => {
    const url = new URL(site!.environment!.DATABASE_URL!.replace('${POSTGRES_PASSWORD}', 'secret'));
    expect(url.protocol).toBe('postgresql:');
    expect(url.hostname).toBe('db');
    expect(url.port).toBe('5432');
    expect(url.username).toBe(db!.environment!.POSTGRES_USER);
    expect(url.password).toBe('secret');
    expect(url.pathname).toBe(`/${db!.environment!.POSTGRES_DB}`);
  });

  it('takes every secret from the environment or .env, which git ignores, and requires the two it cannot run without', () => {
    expect(db!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    expect(site!.environment!.FORM_SECRET).toMatch(/^\$\{FORM_SECRET:\?[^}]+\}$/);
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'TRUSTED_PROXIES']) expect(site!.environment![name]).toBe(`\${${name}:-}`);
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('publishes the site on 127.0.0.1 only, at the port the image exposes', () => {
    expect(site!.ports).toHaveLength(1);
    expect(site!.ports![0]).toMatch(new RegExp(`^127\\.0\\.0\\.1:.+:${envOf(runtime!).PORT}$`));
    expect(db!.ports).toBeUndefined();
  });

  it('waits longer than the server drains before killing it', () => {
    expect(Number(site!.stop_grace_period!.replace(/s$/, '')) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });
});

describe('package.json', () => {
  it('starts and serves the bundled server with node, needing no development dependency', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(scripts.serve).toBe(`node dist/server/${SERVER_BUNDLES.serve}`);
  });
});
