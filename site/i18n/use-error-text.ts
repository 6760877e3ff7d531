/**
 * The hook the forms use to show an English message (the API's or their own check's) in
 * the page's language: site/i18n/errors.ts. It loads the errors area in English and in
 * the page's language (suspending the form until both have come; the windows are lazy anyway).
 */
import { use } from 'react';
import { localizeMessage } from './errors.ts';
import { loadMessages, useLocale } from './messages.ts';

/** A function from an English message to the page's language. */
export function useErrorText(): (text: string) => string {
  const locale = useLocale();
  const english = use(loadMessages('errors', 'en'));
  const target = use(loadMessages('errors', locale));
  return (text: string) => localizeMessage(text, english, target);
}
