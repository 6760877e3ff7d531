/**
 * How deep a document from outside may nest, and the checks of it. No route, content
 * file or synced progress needs more than a handful of levels; a document nested
 * thousands deep only costs the server (every recursive walk of it, and from some
 * thousands of levels a stack overflow). Both checks run in time linear in the size of
 * the document and never recurse.
 */

/** The deepest nesting of objects and lists any input may have (the body itself is level 1). */
export const MAX_NESTING = 32;

/** The words of the refusal, after the name of the document ('body: nested deeper than 32 levels'). */
export function nestingMessage(limit = MAX_NESTING): string {
  return `nested deeper than ${limit} levels`;
}

/**
 * Whether JSON text opens more than `limit` objects or lists inside one another, read in
 * one pass before parsing (brackets inside strings do not count). Malformed text is left
 * to JSON.parse to refuse.
 */
export function jsonNestsDeeperThan(text: string, limit = MAX_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Whether a text holds JSON nested deeper than `limit`: a list or an object sent as JSON
 * text inside a field ('["Thailand"]', which several routes accept for a list) is parsed
 * later, so it is held to the same limit as the body around it. Text that does not start
 * like JSON is never scanned.
 */
export function holdsDeepJson(text: string, limit = MAX_NESTING): boolean {
  const first = text.trimStart().charCodeAt(0);
  return (first === 0x5b || first === 0x7b) && jsonNestsDeeperThan(text, limit);
}

/**
 * JSON text parsed, only when it nests no deeper than `limit`: undefined for text that is
 * malformed or nested deeper (for a field that may hold a list as JSON text, and for
 * tokens that carry JSON).
 */
export function parseJsonText(text: string, limit = MAX_NESTING): unknown {
  if (jsonNestsDeeperThan(text, limit)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What `findInValue` found: a value nested too deep, or a text (a key or a string value)
 * the test refused, with the test's words.
 */
export interface ValueFinding {
  problem: 'depth' | 'text';
  /** Keys and indexes from the top to the value. */
  path: PropertyKey[];
  /** For a refused text: what `refuseText` said of it. */
  message?: string;
}

interface Visit {
  value: unknown;
  depth: number;
  parent: Visit | undefined;
  key: PropertyKey | undefined;
}

function pathOf(visit: Visit | undefined, last?: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let v = visit; v?.parent; v = v.parent) path.push(v.key!);
  return path.reverse();
}

/**
 * The first place in a parsed value (JSON, YAML, a stored document) that nests objects or
 * lists deeper than `limit`, or whose text (a key or a string) `refuseText` refuses (it
 * answers why, or undefined for a text it accepts); in document order, without
 * recursion, and with the path built only for the finding.
 */
export function findInValue(
  data: unknown,
  limit = MAX_NESTING,
  refuseText?: (text: string) => string | undefined,
): ValueFinding | undefined {
  const stack: Visit[] = [{ value: data, depth: 0, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const message = refuseText?.(value);
      if (message !== undefined) return { problem: 'text', path: pathOf(visit), message };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const depth = visit.depth + 1;
    if (depth > limit) return { problem: 'depth', path: pathOf(visit) };
    const children: Visit[] = [];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) children.push({ value: value[i], depth, parent: visit, key: i });
    } else {
      for (const key of Object.keys(value)) {
        const message = refuseText?.(key);
        if (message !== undefined) return { problem: 'text', path: pathOf(visit, key), message };
        children.push({ value: (value as Record<string, unknown>)[key], depth, parent: visit, key });
      }
    }
    // Last child first onto the stack, so the first is looked at first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}
