import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './chunk.ts';

// React.lazy itself is typed with ComponentType<any>: a part may take any props.
// biome-ignore lint/suspicious/noExplicitAny: mirrors React.lazy's own constraint
type AnyComponent = ComponentType<any>;

export type Preloadable<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => void };

/**
 * React.lazy for a named export, failing with a ChunkLoadError after 120 s, with `preload` to
 * fetch the chunk ahead of need (the next step while the customer fills in this one).
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M[K]> {
  let pending: Promise<M> | undefined;
  const get = () => {
    pending ??= loadChunk(load).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const component = lazy(() => get().then((module) => ({ default: module[name] })));
  return Object.assign(component, {
    preload: () => {
      get().catch(() => {
        // A failed preload is tried again when the step is shown.
      });
    },
  });
}
