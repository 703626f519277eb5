import { type ComponentType, useEffect, useState } from 'react';

/** A component whose module loads on first use; see `lazyPart`. */
export interface LazyPart<P> {
  /** Renders the part once its module is there, nothing before. */
  Part: ComponentType<P>;
  /** Starts loading the module (once); settles when it is there or could not be had. */
  preload: () => Promise<void>;
}

const RETRY_MS = 3000;
const IDLE_TIMEOUT_MS = 5000;

/**
 * The heavy rendering part of an overlay (react-aria's modal, toast region, listbox) as its own
 * chunk, loaded when first rendered, or earlier through `preload`. Unlike `React.lazy` it needs
 * no Suspense boundary and throws nothing while loading or when the chunk cannot be fetched (the
 * network is gone: the very moment the connection dialogs are wanted); it tries again instead.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, as React.lazy is; never during a render.
  function Part(props: P) {
    const [Loaded, setLoaded] = useState(() => component);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        preload().then(
          () => current && setLoaded(() => component),
          () => {
            if (current) retry = setTimeout(attempt, RETRY_MS);
          },
        );
      };
      attempt();
      return () => {
        current = false;
        clearTimeout(retry);
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }

  return { Part, preload };
}

/**
 * Loads a part once the page is idle: the first dialog or toast then shows at once, and the
 * connection notices have their parts before the network they report on is gone.
 */
export function usePreloadWhenIdle(preload: () => Promise<void>) {
  useEffect(() => {
    const run = () => {
      // A failure here is not one yet: the part tries again when it is rendered.
      preload().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, IDLE_TIMEOUT_MS / 5);
    return () => clearTimeout(id);
  }, [preload]);
}
