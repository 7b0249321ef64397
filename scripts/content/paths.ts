import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_BASE } from '../../src/content/types';

// Also right in the production bundles, which live as deep in dist/server/ (build/server-bundle.ts).
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contentDir = path.join(root, 'content');
export const publicDir = path.join(root, 'public');
/** The generated JSON lives under public/ so that Vite serves it in dev and copies it on build. */
export const dataDir = path.join(publicDir, DATA_BASE);
export const distDir = path.join(root, 'dist');
/** The built site, served as it is. */
export const clientDir = path.join(distDir, 'client');
/** The production server and what it reads beside the site. */
export const serverDir = path.join(distDir, 'server');
/** Written last by the build: without it there is no finished build to serve or check. */
export const buildInfoFile = path.join(distDir, 'build-info.json');
