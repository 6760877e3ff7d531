/** A list in a request body given as a list, as comma-separated text or as JSON text (the admin forms and API
 * clients send all three).
 */
import { parseJsonText } from '../../core/nesting.ts';

/** A list given as a list, as comma-separated text or as JSON text; trimmed, empties dropped. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  if (typeof value === 'string') {
    const text = value.trim();
    // JSON within the nesting limit; else it is read as comma-separated text.
    const parsed = text.startsWith('[') ? parseJsonText(text) : undefined;
    if (parsed !== undefined) return toList(parsed);
    return text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  }
  return value;
}
