/**
 * Imported by an island whose first render shows the errors messages: loads them, in the
 * page's language, before the island's module finishes loading, so it hydrates with them.
 */
import { knowArea, loadMessages, pageLocale } from '../messages.ts';
import modules from '../modules/errors.ts';

knowArea('errors', modules);
if (!import.meta.env.SSR) await loadMessages('errors', pageLocale());
