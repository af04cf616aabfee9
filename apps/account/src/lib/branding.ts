/** A salon's colour, taken only when it is a plain hex colour (it goes into CSS). */
export const brandColor = (color: string | null | undefined): string | undefined =>
  color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : undefined;
