/**
 * The CLI's one error handler. Commands throw; nothing calls process.exit(), so output is
 * flushed and tests can run main() in-process. The exit status goes to process.exitCode.
 */
import { CommanderError } from 'commander';
import { UnsafePathError } from '../core/node/write.ts';

/** A failure the user can fix: printed as one line, no stack trace. */
export class CliError extends Error {
  /** The process exit status (1 unless a command says otherwise). */
  readonly exitCode: number;
  /** Extra lines printed after the message (e.g. each invalid field). */
  readonly details: readonly string[];

  constructor(message: string, options: { exitCode?: number; details?: readonly string[] } = {}) {
    super(message);
    this.exitCode = options.exitCode ?? 1;
    this.details = options.details ?? [];
  }
}

/** Prints an error the way every command does and sets the exit status. */
export function handleError(error: unknown): void {
  if (error instanceof CommanderError) {
    // Commander has already printed the message or the help; only the status is ours.
    process.exitCode = error.exitCode;
    return;
  }
  if (error instanceof CliError) {
    console.error(`platter: ${error.message}`);
    for (const line of error.details) console.error(`  ${line}`);
    process.exitCode = error.exitCode;
    return;
  }
  if (error instanceof UnsafePathError) {
    console.error(`platter: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  console.error(
    'platter: unexpected error (please report it): ' +
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
}
