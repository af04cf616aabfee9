import { z } from 'zod';

// Text from outside is checked for control characters before anything else: PostgreSQL cannot
// store NUL at all, and no name, address or search a person types holds a control character.

/** Every control character (C0, DEL and C1). */
const CONTROL = /\p{Cc}/u;
/** Every control character but tab, line feed and carriage return: what a note may hold. */
const CONTROL_BUT_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export const CONTROL_CHARACTER_MESSAGE =
  'Must not contain control characters (NUL, line breaks, tabs, escapes)';
export const CONTROL_CHARACTER_IN_LINES_MESSAGE =
  'Must not contain control characters (NUL, escapes) other than line breaks and tabs';

/** One line of text (a name, a code, a search, a path or query parameter): no control character. */
export const line = () => z.string().refine((value) => !CONTROL.test(value), CONTROL_CHARACTER_MESSAGE);

/** Text of several lines (a note, a description, a reason): line breaks and tabs, no other control character. */
export const lines = () =>
  z.string().refine((value) => !CONTROL_BUT_BREAKS.test(value), CONTROL_CHARACTER_IN_LINES_MESSAGE);
