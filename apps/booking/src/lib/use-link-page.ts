import { useEffect, useRef, useState } from 'react';

/**
 * What a mailed link's token opens, loaded once per token. A link without a token fails with the
 * page's own "link not valid" code, like a token the server does not know. `onLoaded` fills the
 * page's form from what was found; it runs only while the token is still the page's.
 */
export function useLinkPage<T>(
  token: string,
  load: (token: string) => Promise<T>,
  invalidCode: string,
  onLoaded: (found: T, isCurrent: () => boolean) => void,
) {
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  // The latest callbacks, so a page passing inline functions does not reload on every render.
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };

  useEffect(() => {
    let current = true;
    if (!token) {
      setLoadError(new Error(invalidCode));
      return;
    }
    latest.current.load(token).then(
      (found) => {
        if (!current) return;
        setData(found);
        latest.current.onLoaded(found, () => current);
      },
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [token, invalidCode]);

  return { data, setData, loadError };
}
