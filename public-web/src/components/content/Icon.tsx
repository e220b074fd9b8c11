import type { SVGProps } from 'react';

export type IconPaths = readonly string[];

/** A decorative icon (hidden from screen readers; the text next to it carries the meaning). */
export function Icon({ path, size = 28, ...rest }: { path: IconPaths; size?: number } & Omit<SVGProps<SVGSVGElement>, 'path'>) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" {...rest}>
      {path.map((d) => (
        <path key={d} fill="currentColor" d={d} />
      ))}
    </svg>
  );
}
