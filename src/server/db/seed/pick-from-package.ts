import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * Loads a CommonJS data package in a short-lived worker thread and returns only what `pick`
 * (JavaScript source of a function of the package's export) takes from it, structured-cloned.
 * The package lives in the worker's heap, freed when the worker ends: a module imported by the
 * server itself would stay loaded for the life of the process (the ZIP and city packages held
 * about 55 MB of a running server's heap; docs/architecture.md, "Memory").
 */
export function pickFromPackage<T>(name: string, pick: string): Promise<T> {
  const source = `const { parentPort, workerData } = require('node:worker_threads');
parentPort.postMessage((${pick})(require(workerData.path)));`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { path: require.resolve(name) } });
    worker.once('message', (value: T) => {
      resolve(value);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${name}: the worker ended (${code})`)));
  });
}
