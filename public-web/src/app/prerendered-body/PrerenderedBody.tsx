import { createElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { NEAR_SCREEN_ROOT_MARGIN } from '../../lib/near-screen.js';
import { isIslandName, islandLoaders } from '../islands/island-loaders.js';
import { clientNavigationTarget } from './client-navigation.js';
import { releaseKeptBody, type KeptBody } from './kept-body.js';
import { pressKeptAccordion } from './static-accordions.js';

interface MountedIsland {
  container: HTMLElement;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The island's prerendered markup, replaced in the same commit as the component first renders. */
  prerendered: ChildNode[];
}

function IslandMount({ island }: { island: MountedIsland }) {
  useLayoutEffect(() => {
    for (const node of island.prerendered) node.remove();
  }, [island]);
  return <island.Component {...island.props} />;
}

function readProps(container: HTMLElement): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(container.dataset.islandProps ?? '{}');
    return props && typeof props === 'object' ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A reading page's first load: its prerendered elements rendered back as they are (React hydrates the
 * elements and never looks inside them), with what the page would do hydrated: links that navigate in the
 * app, accordions that open, and its islands loaded and rendered live.
 */
export function PrerenderedBody({ body }: { body: KeptBody }) {
  const navigate = useNavigate();
  const first = useRef<HTMLElement | null>(null);
  const mounts = useRef(0);
  const [islands, setIslands] = useState<MountedIsland[]>([]);

  // Leaving the page hands its head tags over to the next page's. Checked a task later, because StrictMode
  // (development) unmounts and mounts every component once more on its first render.
  useLayoutEffect(() => {
    mounts.current += 1;
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0) releaseKeptBody(body);
      });
    };
  }, [body]);

  useEffect(() => {
    const parent = first.current?.parentElement;
    if (!parent) return undefined;
    let cancelled = false;
    const load = (container: HTMLElement) => {
      const name = container.dataset.island ?? '';
      if (!isIslandName(name)) return;
      void islandLoaders[name]().then(
        (Component) => {
          if (cancelled) return;
          const island: MountedIsland = {
            container,
            Component: Component as ComponentType<Record<string, unknown>>,
            props: readProps(container),
            prerendered: Array.from(container.childNodes),
          };
          setIslands((mounted) => [...mounted, island]);
        },
        (error: unknown) => console.error(`The ${name} island could not load`, error),
      );
    };
    const containers = Array.from(parent.querySelectorAll<HTMLElement>('[data-island]'));
    const nearScreen = typeof IntersectionObserver === 'undefined' ? [] : containers.filter((c) => 'islandNearScreen' in c.dataset);
    for (const container of containers) if (!nearScreen.includes(container)) load(container);
    const observer =
      nearScreen.length === 0
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                observer?.unobserve(entry.target);
                load(entry.target as HTMLElement);
              }
            },
            { rootMargin: NEAR_SCREEN_ROOT_MARGIN },
          );
    for (const container of nearScreen) observer?.observe(container);
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [body]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (pressKeptAccordion(target)) return;
    const anchor = target.closest('a');
    const to = anchor ? clientNavigationTarget(event.nativeEvent, anchor, window.location) : null;
    if (to) {
      event.preventDefault();
      void navigate(to);
    }
  };

  return (
    <>
      {body.elements.map((element, i) =>
        createElement(element.tag, {
          key: i,
          ...element.props,
          ref: i === 0 ? first : undefined,
          onClick,
          dangerouslySetInnerHTML: { __html: element.html },
        }),
      )}
      {islands.map((island, i) => createPortal(<IslandMount island={island} />, island.container, `island-${i}`))}
    </>
  );
}
