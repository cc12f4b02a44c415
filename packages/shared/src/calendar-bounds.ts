import { z } from 'zod';

/**
 * The years any day or instant the API takes may fall in. Outside them a date is a typo or a probe,
 * and years such as 0000 overflow PostgreSQL's dates: the request must be refused, not fail.
 */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

/** A value that is not a date at all is the format check's to refuse, with one message, not this one's too. */
const withinYears = (value: string): boolean => {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(value)?.[1];
  return year === undefined || (Number(year) >= EARLIEST_YEAR && Number(year) <= LATEST_YEAR);
};

/** A calendar day, YYYY-MM-DD, from 2000 to 2100; `error` for anything else. */
export const boundedDay = (error: string) => z.iso.date({ error }).refine(withinYears, { error });

/** An instant with an explicit offset (2026-11-24T10:30:00+05:30), from 2000 to 2100; `error` for anything else. */
export const boundedInstant = (error: string) => z.iso.datetime({ offset: true, error }).refine(withinYears, { error });
