import { loadChunk } from '@salon/web/chunk';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// React.lazy itself is typed with ComponentType<any>: a page may take any props.
// biome-ignore lint/suspicious/noExplicitAny: mirrors React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a named export, failing with a ChunkLoadError when the chunk does not load
 * within 120 s, so the error boundary can offer a reload instead of an endless loading screen.
 */
export function lazyPage<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}
