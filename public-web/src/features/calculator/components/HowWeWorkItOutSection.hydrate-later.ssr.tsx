import { Suspense } from 'react';
import { HowWeWorkItOut } from './HowWeWorkItOut.js';

/**
 * The server bundle's HowWeWorkItOutSection (webpack.config.js swaps *.hydrate-later for *.hydrate-later.ssr): the
 * section rendered in place, inside the same Suspense boundary the browser's lazy version hydrates later.
 */
export function HowWeWorkItOutSection() {
  return (
    <Suspense fallback={null}>
      <HowWeWorkItOut />
    </Suspense>
  );
}
