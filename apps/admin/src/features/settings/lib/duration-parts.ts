/** Minutes as the hours and minutes fields show them. */
export const toHoursAndMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });

/** The fields back to minutes; an empty field counts as 0. */
export const toMinutes = (hours: number | string, minutes: number | string) =>
  Math.round((Number(hours) || 0) * 60 + (Number(minutes) || 0));
