import { lazy, type ComponentType } from 'react';

/**
 * A page in its own chunk that renders at once when its module is already loaded: hydration needs
 * the first render to equal the prerendered markup, so the entry loads the page's module first
 * (`preload`) and no Suspense fallback ever replaces it. A page reached by a client navigation
 * suspends inside the router's transition, so the previous page stays until it has loaded. If its
 * chunk cannot be loaded (a newer build replaced it), the document is loaded from the server.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load()).default;
    return loaded;
  };
  const Lazy = lazy(async () => {
    try {
      return { default: await preload() };
    } catch (error) {
      window.location.reload();
      throw error;
    }
  });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}
