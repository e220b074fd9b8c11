import type { ComponentType } from 'react';
import type { IslandName } from './island-loaders.js';

/**
 * A part of a reading page that is live on its first load although the page around it is kept as
 * prerendered markup (app/prerendered-body): the home page's classification grid, the services guide's
 * catalogue, the price check. It renders the component inside a marked <div>; on a kept page, PrerenderedBody
 * finds the mark, loads the component by its name (island-loaders.ts) and renders it there with the props
 * written in the mark. Elsewhere (hydrated pages, client-side navigation) it is the component, wrapped.
 */
export function island<P extends Record<string, unknown>>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
