/**
 * Parsing a YAML file of the content, with the nesting limit every input has
 * (core/nesting.ts). The yaml package's parser builds its syntax tree without recursion,
 * but turning that tree into a document recurses once per level: a small file nested a
 * thousand deep overflowed the stack ("Maximum call stack size exceeded") after costing
 * hundreds of milliseconds, and a few dozen levels passed to every recursive check after
 * it. So the tree is measured first, in one walk without recursion, and only a tree
 * within the limit is composed, from the same tokens (the text is parsed once).
 */
import {
  Composer,
  type CST,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  Parser,
  YAMLParseError,
} from 'yaml';
import { MAX_NESTING, nestingMessage } from '../nesting.ts';

/** A YAML text nested deeper than the limit; `offset` is where the first too-deep collection starts. */
export class YamlNestingError extends Error {
  readonly offset: number;
  constructor(offset: number) {
    super(nestingMessage());
    this.name = 'YamlNestingError';
    this.offset = offset;
  }
}

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);

/**
 * The offset of the first collection (a mapping or a sequence, block or flow) nested
 * deeper than `limit` in the parsed tokens, or undefined. One walk, no recursion.
 */
export function tooDeepOffset(tokens: readonly CST.Token[], limit = MAX_NESTING): number | undefined {
  const stack: { token: CST.Token; depth: number }[] = tokens.map((token) => ({ token, depth: 0 }));
  while (stack.length > 0) {
    const { token, depth: outer } = stack.pop()!;
    const children: (CST.Token | null | undefined)[] = [];
    let depth = outer;
    if (COLLECTIONS.has(token.type)) {
      depth++;
      if (depth > limit) return token.offset;
      for (const item of (token as CST.BlockMap | CST.BlockSequence | CST.FlowCollection).items)
        children.push(item.key, item.value);
    } else if (token.type === 'document') {
      children.push(token.value);
    } else if (token.type === 'block-scalar') {
      children.push(...token.props);
    }
    for (const child of children) if (child) stack.push({ token: child, depth });
  }
  return undefined;
}

/**
 * The one YAML document of `text`, as yaml's parseDocument gives it with `prettyErrors:
 * false` (errors in `doc.errors`, placed by their offsets), unless the text nests deeper
 * than MAX_NESTING: then YamlNestingError.
 */
export function parseYamlDocument(text: string, options: ParseOptions & DocumentOptions = {}): Document.Parsed {
  const tokens = Array.from(new Parser(options.lineCounter?.addNewLine).parse(text));
  const offset = tooDeepOffset(tokens);
  if (offset !== undefined) throw new YamlNestingError(offset);
  let doc: Document.Parsed | undefined;
  for (const next of new Composer(options).compose(tokens, true, text.length)) {
    if (!doc) {
      doc = next;
      continue;
    }
    // As parseDocument does: a second document is an error of the first.
    doc.errors.push(
      new YAMLParseError(
        [next.range[0], next.range[1]],
        'MULTIPLE_DOCS',
        'Source contains multiple documents; please use YAML.parseAllDocuments()',
      ),
    );
    break;
  }
  return doc!;
}
