export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Where a click on a link of a kept (unhydrated) page should navigate inside the app, or null to leave it to
 * the browser. It does what react-router's <Link> does when hydrated, for the same links only: those Link
 * rendered (they carry data-discover), a plain left click, same window, same origin, not a jump within the page.
 */
export function clientNavigationTarget(click: ClickLike, anchor: HTMLAnchorElement, current: Location): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (!anchor.hasAttribute('data-discover') || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
