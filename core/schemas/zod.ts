/**
 * zod, configured for the browser's Content-Security-Policy: without `jitless`, zod
 * compiles object parsers with `new Function`, and merely probing whether it may do so
 * is an `eval` the policy refuses (and reports). Every core module imports z from here,
 * so the setting is made before any schema is built.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
