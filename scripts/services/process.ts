/** Waiting on a server process the tests or the cluster started: until it says it is ready, and until it has exited. */
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The first executable `name` on PATH or in `extraDirs` (where distributions put servers), if any. */
export function findExecutable(
  name: string,
  extraDirs: readonly string[] = ['/usr/sbin', '/usr/local/sbin'],
): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...extraDirs].filter((d) => d !== '')) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not in this directory.
    }
  }
  return undefined;
}

/** Resolves once the process prints `readyText`; rejects with its output if it exits first. */
export function whenReady(child: ChildProcess, readyText: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves when the process has exited (at once if it already has). */
export function whenExited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
