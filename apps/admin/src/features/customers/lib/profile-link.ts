/**
 * A profile remembers the list's address it was opened from (search, sort, page) in the history
 * entry's state, so "back to customers" returns to the same list, also after a reload.
 */
export interface ProfileLinkState {
  listSearch: string;
}

export const profileLinkState = (listSearch: string): ProfileLinkState => ({ listSearch });

export function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state as { listSearch: unknown };
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}
