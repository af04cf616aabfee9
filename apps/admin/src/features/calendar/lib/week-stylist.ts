/**
 * The stylist whose week the week view shows: the one remembered for the shop while they are
 * among the shown stylists, else the first shown one; null when no stylist is shown.
 */
export function weekStylistOf(
  shown: readonly { id: string }[],
  remembered: string | null | undefined,
): string | null {
  if (remembered && shown.some((s) => s.id === remembered)) return remembered;
  return shown[0]?.id ?? null;
}

/** Where the week view's stylist is remembered, per shop (localStorage). */
export const weekStylistKey = (shopId: string) => `calendar.weekStylist.${shopId}`;
