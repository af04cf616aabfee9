export interface Option {
  value: string;
  label: string;
}

function offsetOf(timeZone: string, now: number): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Every IANA time zone the browser knows, as "Europe/Berlin (GMT+1)" with today's offset, so that
 * a search finds a city or an offset. The current zone stays choosable even if the list lacks it.
 */
export function timeZoneOptions(current: string, now: number = Date.now()): Option[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => {
    const offset = offsetOf(zone, now);
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
