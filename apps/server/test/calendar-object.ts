import ICAL from 'ical.js';

/** What a calendar program reads from an iCalendar text: parsed by ical.js, a maintained parser. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const value = (name: string) => {
    const found = event.getFirstPropertyValue(name);
    return found === null ? null : String(found);
  };
  const attendee = event.getFirstProperty('attendee');
  const organizer = event.getFirstProperty('organizer');
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  // URI schemes are case-insensitive (RFC 3986): `MAILTO:` and `mailto:` name the same address.
  const address = (value: unknown) => String(value).replace(/^mailto:/i, 'mailto:');
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    prodId: String(calendar.getFirstPropertyValue('prodid')),
    uid: value('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: value('status'),
    start: start.toJSDate().toISOString(),
    summary: value('summary'),
    description: value('description'),
    location: value('location'),
    organizer: organizer
      ? { address: address(organizer.getFirstValue()), name: organizer.getParameter('cn') ?? null }
      : null,
    attendee: attendee
      ? {
          address: address(attendee.getFirstValue()),
          rsvp: attendee.getParameter('rsvp') ?? null,
          partstat: attendee.getParameter('partstat') ?? null,
        }
      : null,
  };
}

/**
 * The content lines of an iCalendar file that break RFC 5545's folding: longer than 75 octets
 * (not characters), or not valid UTF-8 on their own (a character split by a fold).
 */
export function badlyFoldedLines(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const bad: string[] = [];
  let from = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
    const line = bytes.subarray(from, i);
    let valid = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(line);
    } catch {
      valid = false;
    }
    if (line.length > 75 || !valid) bad.push(`${line.length} octets: ${line.toString('utf8')}`);
    from = i + 2;
    i += 1;
  }
  return bad;
}

/** The longest content line of an iCalendar file, in octets. */
export const longestLine = (text: string) =>
  Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8')));
