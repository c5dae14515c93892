import { type ComponentType, lazy, useState } from 'react';
import type { PrefetchContext } from '../api/endpoint-query';

/**
 * A page's route (its `handle`): the page, and for the URL the app opens on, `preload` (its code) and
 * `prefetch` (its first read), started before the page renders (route-preload.ts, PrefetchOpeningPage.tsx).
 */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
  prefetch?: (context: PrefetchContext, search: string) => void;
}

/**
 * A page loaded on first use, one load whether the preload or the first render starts it. A page
 * whose code is there already renders at once: a lazy component suspends on its first render even
 * then, and React reveals what follows a Suspense fallback no sooner than 300 ms after the fallback
 * showed (its throttle), which was most of the wait for the list's first row.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, prefetch?: LazyPage['prefetch']): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Forgotten, so the page's first render loads again (and reports the error if that fails too).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount: going from the lazy wrapper to the loaded page would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload, prefetch };
}
