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

/** What `findInValue` found: a value nested too deep, or a text (a key or a string value) the test refused. */
export interface ValueFinding {
  problem: 'depth' | 'text';
  /** Keys and indexes from the top to the value. */
  path: PropertyKey[];
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
 * lists deeper than `limit`, or whose text (a key or a string) `refuseText` refuses; in
 * document order, without recursion, and with the path built only for the finding.
 */
export function findInValue(
  data: unknown,
  limit = MAX_NESTING,
  refuseText?: (text: string) => boolean,
): ValueFinding | undefined {
  const stack: Visit[] = [{ value: data, depth: 0, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (refuseText?.(value)) return { problem: 'text', path: pathOf(visit) };
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
        if (refuseText?.(key)) return { problem: 'text', path: pathOf(visit, key) };
        children.push({ value: (value as Record<string, unknown>)[key], depth, parent: visit, key });
      }
    }
    // Last child first onto the stack, so the first is looked at first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}
