/**
 * Why a day could not load, in the page's language: the loaders (load-day.ts,
 * load-other-day.ts) word it in English, the errors area holds each message (site/i18n/errors.ts).
 * Loaded only when a day fails.
 */
import { useErrorText } from '../../i18n/use-error-text.ts';

export default function LoadError({ text }: { text: string }) {
  const errorText = useErrorText();
  return <p className="error-text">{errorText(text)}</p>;
}
