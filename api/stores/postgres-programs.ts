/**
 * Where PostgreSQL's own programs are (initdb and postgres for the test servers, pg_dump
 * and pg_restore for `platter backup` and `platter restore`): PG_BIN, else the newest of
 * Debian's versions (/usr/lib/postgresql/<version>/bin, where the client and server
 * packages put them), else PATH.
 */
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The folders searched, in order. */
export function postgresBinDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter((d) => d !== ''));
  return dirs;
}

/** The first folder holding every one of `programs`, executable; undefined when none does. */
export function findPostgresPrograms(...programs: string[]): string | undefined {
  return postgresBinDirs().find((dir) =>
    programs.every((program) => {
      try {
        accessSync(join(dir, program), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    }),
  );
}
