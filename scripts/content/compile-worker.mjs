// The build's content compile, in a worker thread, so the bundles build meanwhile. It writes
// nothing: it hands the generated files over as JSON text, or null when content has problems.
// Worker threads do not inherit the parent's TypeScript loader; register it, then compile.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { compile } = await import('./compile.ts');
const result = compile({ ...workerData, write: false });
parentPort.postMessage(result.ok ? [...result.files].map(([file, data]) => [file, JSON.stringify(data)]) : null);
