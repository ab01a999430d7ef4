import { useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A component kept in a chunk of its own: fetched on demand, drawn as soon as it is in. Not React.lazy:
 * React holds suspended content back for up to 300 ms after its fallback showed (it throttles revealing
 * it), so a dialog would start loading its data only then.
 */
export interface ComponentChunk<P> {
  /** Fetches the chunk (once; again after a failure). */
  load(): Promise<ComponentType<P>>;
  /** Fetches it ahead (a button that opens it pointed at or focused); a failure waits for the press. */
  prefetch(): void;
  /** The component once fetched, else null. */
  current(): ComponentType<P> | null;
}

export function componentChunk<P>(importChunk: () => Promise<{ default: ComponentType<P> }>): ComponentChunk<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= importChunk().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Asked for again next time (the network may be back).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    prefetch() {
      if (!loaded) load().catch(() => {});
    },
    current: () => loaded,
  };
}

/**
 * The chunk's component, or null until it is in. Fetched while `wanted`; `onFailed` runs when it cannot be.
 */
export function useComponentChunk<P>(chunk: ComponentChunk<P>, wanted: boolean, onFailed: () => void): ComponentType<P> | null {
  const [, setArrived] = useState(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!wanted || chunk.current()) return;
    let current = true;
    chunk.load().then(
      () => current && setArrived(true),
      () => current && failed.current(),
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted]);
  return chunk.current();
}
