// The content compile in a worker thread, so the bundles build meanwhile. Worker threads do not
// inherit the parent's TypeScript loader; register it, then compile.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { compileContent } = await import('./compile.ts');
parentPort.postMessage(compileContent(workerData));
