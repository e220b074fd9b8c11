/** A page of a navigation bar: its key (the path segment that selects it), its label and where it goes. */
export interface NavSection<K extends string = string> {
  key: K;
  label: string;
  path: string;
}

/** A path's segments without empty ones: '/dashboard/users/' gives ['dashboard', 'users']. */
export const pathSegments = (pathname: string): string[] => pathname.replace(/\/+$/, '').split('/').filter(Boolean);

/** The section whose key is this path segment, or null. */
export function sectionKeyOf<K extends string>(sections: ReadonlyArray<NavSection<K>>, segment: string | undefined): K | null {
  return sections.find((s) => s.key === segment)?.key ?? null;
}
