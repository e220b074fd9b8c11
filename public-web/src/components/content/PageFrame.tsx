import { Container } from '../ui/Container.js';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** Rendered first in <main>: the page's metadata (React moves the head tags into <head>). */
  head?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The <main> landmark of a content page: a heading band with the h1 and intro, then the body. Apart from Page
 * (which adds the metadata) so the route error fallback, in every page's first load, can use it without
 * carrying PageMeta.
 */
export function PageFrame({ head, title, eyebrow, intro, actions, children }: PageFrameProps) {
  return (
    <main id="main-content" tabIndex={-1} className="hw-page">
      {head}
      <div className="hw-page__hero">
        <Container>
          {eyebrow ? <p className="hw-page__eyebrow">{eyebrow}</p> : null}
          <h1 className="hw-page__title">{title}</h1>
          {typeof intro === 'string' ? <p className="hw-lead">{intro}</p> : intro}
          {actions ? <div className="hw-page__actions">{actions}</div> : null}
        </Container>
      </div>
      <Container>
        <div className="hw-page__body">{children}</div>
      </Container>
    </main>
  );
}
