// Entry of the edge-function worker thread. Plain JavaScript on purpose: Node runs this file itself,
// whatever started the stack (`npm start`, `npm run stack` under tsx, jest), and it loads the
// TypeScript (the runner and every handler) through tsx's own loader, so functions run the same way
// in every mode.
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = import.meta.url;
const runner = await tsImport('./worker.ts', here);
const runWorker = runner.runWorker ?? runner.default?.runWorker;
runWorker(parentPort, (file) => tsImport(pathToFileURL(file).href, here));
