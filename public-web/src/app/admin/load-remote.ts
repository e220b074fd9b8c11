import type { ComponentType } from 'react';

/* Provided by webpack's Module Federation runtime in the client build. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

interface Container {
  init(shareScope: unknown): Promise<void>;
  get(module: string): Promise<() => { default: ComponentType }>;
}

const scripts = new Map<string, Promise<void>>();
const inits = new Map<string, Promise<Container>>();

function loadScript(url: string): Promise<void> {
  let pending = scripts.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(url, pending);
  }
  return pending;
}

/**
 * A dynamic Module Federation remote: nothing of it is fetched until this runs (only on /domainauth routes).
 * The container is initialised once with the host's share scope, so it uses the host's react and react-dom.
 */
export async function loadRemoteModule(url: string, scope: string, module: string): Promise<{ default: ComponentType }> {
  let init = inits.get(scope);
  if (!init) {
    init = (async () => {
      await loadScript(url);
      await __webpack_init_sharing__('default');
      const container = (window as unknown as Record<string, Container | undefined>)[scope];
      if (!container) throw new Error(`Remote container "${scope}" was not found in ${url}`);
      await container.init(__webpack_share_scopes__.default);
      return container;
    })();
    init.catch(() => inits.delete(scope));
    inits.set(scope, init);
  }
  const container = await init;
  const factory = await container.get(module);
  return factory();
}
