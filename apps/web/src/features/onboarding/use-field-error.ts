import { useLocalizeMessage } from '../../lib/localize-message';

/** A field's validation message (written in English by the shared rules) in the active language. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const tm = useLocalizeMessage();
  return (message) => (message ? tm(message) : undefined);
}
