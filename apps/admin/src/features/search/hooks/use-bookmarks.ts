import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

/** localStorage key of the navbar's bookmarks: the pages pinned to it, in the order pinned. */
export const BOOKMARKS_KEY = 'bookmarks';

export function useBookmarks() {
  const [bookmarks, setBookmarks] = useLocalStorage<string[]>({
    key: BOOKMARKS_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const isBookmarked = useCallback((key: string) => bookmarks.includes(key), [bookmarks]);
  // The spec's bookmark toggle: flips a page's isBookmarked and adds it to or removes it from the list.
  const toggleBookmark = useCallback(
    (key: string) =>
      setBookmarks((current) =>
        current.includes(key) ? current.filter((k) => k !== key) : [...current, key],
      ),
    [setBookmarks],
  );
  return { bookmarks, isBookmarked, toggleBookmark };
}
