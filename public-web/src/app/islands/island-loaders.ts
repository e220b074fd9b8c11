import type { ComponentType } from 'react';

/**
 * Each island's component by the name its page marks it with (island.tsx). A kept page loads only the islands
 * it holds, each in a chunk of its own.
 */
export const islandLoaders = {
  'classification-grid': () =>
    import(/* webpackChunkName: "island-classification-grid" */ '../../pages/home/ClassificationGrid.js').then((m) => m.ClassificationGrid),
  'provider-count': () => import(/* webpackChunkName: "island-provider-count" */ '../../pages/home/ProviderCount.js').then((m) => m.ProviderCount),
  'service-count': () => import(/* webpackChunkName: "island-services" */ '../../pages/services/ServiceCatalogue.js').then((m) => m.ServiceCount),
  'service-list': () => import(/* webpackChunkName: "island-services" */ '../../pages/services/ServiceCatalogue.js').then((m) => m.ServiceList),
  'fair-price-check': () =>
    import(/* webpackChunkName: "island-fair-price-check" */ '../../features/prices/lazy-price-tools.js').then((m) => m.LazyFairPriceCheck),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
