/** The bench's servers run in child processes (bench/server.ts), so the load never shares their event loop. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child {
  url: string;
  process: ChildProcess;
}

/** Starts bench/server.ts as `kind` and answers once it reports its URL. */
export function startChild(
  kind: 'platter' | 'trivial' | 'admin',
  contentDir: string,
  dataDir: string,
  now: string,
): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [kind, contentDir, dataDir, now], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--expose-gc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with code ${code}`)));
    child.once('message', (m) => resolve({ url: (m as { url: string }).url, process: child }));
  });
}

/** Asks the child for its memory or CPU time. */
export function ask<T>(child: Child, question: 'memory' | 'cpu'): Promise<T> {
  return new Promise((resolve) => {
    child.process.once('message', (m) => resolve(m as T));
    child.process.send(question);
  });
}
