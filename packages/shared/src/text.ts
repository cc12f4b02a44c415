import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Please remove invisible control characters from this text.',
  tooLong: 'This value is too long',
} as const;

/**
 * Control characters (Unicode category Cc: NUL, escape, bell, DEL, the C1 range) never belong in
 * text people type, and PostgreSQL cannot store NUL at all.
 */
const SINGLE_LINE = /^\P{Cc}*$/u;
/** Notes and other multi-line text keep their line breaks and tabs. */
const MULTI_LINE = /^(?:[\n\t]|\P{Cc})*$/u;

export interface TextOptions {
  /** Longest accepted length after trimming. */
  max: number;
  /** Allows newline and tab inside the text. */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  required?: string;
  /** Message when the value is longer than `max`. */
  tooLong?: string;
}

/**
 * The one schema of free text, on both sides: trimmed, free of control characters, at most `max`
 * characters. It stays a string schema, so a field adds its own rules (`.min(1, …)`, `.regex(…)`).
 */
export const text = ({ max, multiline = false, required, tooLong = TEXT_MESSAGES.tooLong }: TextOptions) =>
  z
    .string(required === undefined ? undefined : { error: required })
    .trim()
    .max(max, tooLong)
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, TEXT_MESSAGES.controlCharacters);
