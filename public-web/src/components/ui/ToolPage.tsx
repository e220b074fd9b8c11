/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PageMeta, type PageMetaProps } from '../seo/PageMeta.js';
import { BackToHome } from './BackLink.js';
import { Container } from './Container.js';
import { pageBody, typo } from './tool-styles.js';
import type { ReactNode } from 'react';

export interface ToolPageProps {
  meta: Pick<PageMetaProps, 'title' | 'description' | 'robots'> & { path: string };
  /** The page's one heading: the question the tool answers. */
  title: string;
  /** The answer first: a sentence (set as a paragraph) or paragraphs of its own. */
  intro: ReactNode;
  /** 'lg' for a page of results (the directory); the tools read best narrower. */
  width?: 'md' | 'lg';
  /** The header is left off a printout (the statement checker prints only its letter). */
  printHeader?: boolean;
  children: ReactNode;
}

const styles = {
  header: css({ marginBottom: 32 }),
  headerNotPrinted: css({ marginBottom: 8 }),
  back: css({ marginBottom: 16 }),
  title: css([typo.h1, { marginBottom: 12 }]),
  intro: css([typo.body, { maxWidth: '44rem' }]),
};

/** The frame of each tool page (price check, statement checker, pathway finder, Assessment Maximizer, directory). */
export function ToolPage({ meta, title, intro, width = 'md', printHeader = true, children }: ToolPageProps) {
  return (
    <main id="main-content">
      <PageMeta {...meta} />
      <Container width={width}>
        <div css={pageBody}>
          <header className={printHeader ? undefined : 'hw-no-print'} css={printHeader ? styles.header : styles.headerNotPrinted}>
            <div className={printHeader ? 'hw-no-print' : undefined} css={styles.back}>
              <BackToHome />
            </div>
            <h1 css={styles.title}>{title}</h1>
            {typeof intro === 'string' ? <p css={styles.intro}>{intro}</p> : intro}
          </header>
          {children}
        </div>
      </Container>
    </main>
  );
}

/** A paragraph of a tool page's intro, when it has more than one. */
export const toolIntro = styles.intro;
