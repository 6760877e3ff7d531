/** What an admin change is made of: the content it starts from (WriteBase), the plan of files it writes
 * (ContentPlan), the request and the outcome. Routes build plans; the content writer (content-writer.ts) carries
 * them out.
 */
import type { Content, ContentProblem } from '../../core/node/content.ts';
import type { ValidationInput } from '../../core/validate.ts';
import type { GitPerson } from '../../core/node/git.ts';
import type { GateOptions } from '../../core/gate.ts';

/** The content a change is built from: as on disk when the write starts. */
export interface WriteBase {
  content: Content;
  /** The loader's problems with that content (files that did not load ...). */
  problems: readonly ContentProblem[];
  /** HEAD when the write started (undefined in a repository without commits). */
  head: string | undefined;
  /** The version of a content file (relative path) on disk now. */
  fileVersion(file: string): string;
}

/** One thing the client loaded and the version it saw. */
export interface Expectation {
  /** What the 409 names: 'food', 'calendar day', 'product' ... */
  thing: string;
  /** The version the client sent; undefined skips the check (clients that send none). */
  given: string | undefined;
  /** Its version now. */
  current(base: WriteBase): string;
  /** Its file, relative to the content root, when it has one: the 409 names it and the commit that changed it. */
  file?: (base: WriteBase) => string | undefined;
}

/** A change, as the writer applies it. */
export interface ContentPlan<R> {
  /** The commit message: 'foods: add “Pad Thai”'. */
  message: string;
  /** The whole content after the change, validated before anything is written. */
  next: ValidationInput;
  /** Files to write, relative to the content root: their new text or bytes, or null to delete. */
  files: Record<string, string | Uint8Array | null>;
  /** What the route answers. */
  result: R;
}

/** A write as a route asks for it. */
export interface WriteRequest<R> {
  /** The admin: the commit's author. */
  author: GitPerson;
  /** Versions the client loaded. */
  expect?: readonly Expectation[];
  /** The HEAD commit the client loaded; checked when given. */
  head?: string | undefined;
  /** What the 409 names when HEAD moved. */
  headThing?: string;
  /** Builds the change from the current content; throws an HTTPError (400, 404) to refuse. */
  plan(base: WriteBase): ContentPlan<R>;
  /** The caller's reason for changing played days or past answers (`rewrite_history`), when they mean to. */
  rewriteHistory?: string | undefined;
  /** The token that confirms the gate's warnings (`confirm`, from the 409 that listed them). */
  confirm?: string | undefined;
  /** How strict the gate is (submission approval asks for a complete dish). */
  gate?: GateOptions;
}

/** What a write did. */
export interface WriteOutcome<R> {
  result: R;
  /** The new commit, or null when the files already held this content (nothing to commit). */
  commit: string | null;
  /** HEAD after the write. */
  head: string | null;
  /** The new version of every file written (relative path -> version). */
  versions: Record<string, string>;
  /** Warnings the change added (a missing hint field ...), for the admin to see. */
  warnings: string[];
}
