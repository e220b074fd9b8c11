import type { ComponentType } from 'react';
import type { IslandName } from './island-loaders.js';

/**
 * A part of a reading page that is live on its first load although the page around it is kept as
 * prerendered markup (app/prerendered-body): the home page's classification grid, the services guide's
 * catalogue, the price check. It renders the component inside a marked <div>; on a kept page, PrerenderedBody
 * finds the mark, loads the component by its name (island-loaders.ts) and renders it there with the props
 * written in the mark. Elsewhere (hydrated pages, client-side navigation) it is the component, wrapped.
 */
export interface IslandOptions {
  /** A <span> for an island inside a paragraph, where a <div> is not allowed. */
  inline?: boolean;
  /** Loaded only when it comes near the screen (for a part that itself waits for that, such as the price check). */
  nearScreen?: boolean;
}

export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  { inline = false, nearScreen = false }: IslandOptions = {},
): ComponentType<P> {
  const Mark = inline ? 'span' : 'div';
  function Island(props: P) {
    return (
      <Mark data-island={name} data-island-props={JSON.stringify(props)} data-island-near-screen={nearScreen ? '' : undefined}>
        <Component {...props} />
      </Mark>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
