import { Container } from '../ui/Container.js';
import { PageMeta, type PageMetaProps } from '../seo/PageMeta.js';
import type { ReactNode } from 'react';

export interface PageProps {
  meta: PageMetaProps;
  /** The page's one h1. */
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A content page: metadata, the <main> landmark, a heading band with the h1 and intro, then sections. */
export function Page({ meta, title, eyebrow, intro, actions, children }: PageProps) {
  return (
    <main id="main-content" tabIndex={-1} className="hw-page">
      <PageMeta {...meta} />
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
