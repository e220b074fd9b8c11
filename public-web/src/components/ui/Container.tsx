import { classNames } from '../../lib/class-names.js';
import type { ReactNode } from 'react';

/** A centred, padded column (lighter than MUI's Container, which the first-load budget cannot afford). */
export function Container({ children, width = 'lg', className }: { children: ReactNode; width?: 'lg' | 'md'; className?: string }) {
  return <div className={classNames('hw-container', `hw-container--${width}`, className)}>{children}</div>;
}
