import { paths } from '../app/paths.js';
import { ButtonLinks, Page } from '../components/content/index.js';
import { guideHeads, type GuideHead, type GuideKey } from './guide-heads.js';
import type { ReactNode } from 'react';

/** A content page whose head (metadata, eyebrow, h1, intro and buttons) is its entry in guideHeads. */
export function GuidePage({ page, children }: { page: GuideKey; children: ReactNode }) {
  const { metaTitle, description, actions, ...band }: GuideHead = guideHeads[page];
  return (
    <Page meta={{ title: metaTitle ?? band.title, description, path: paths[page] }} {...band} actions={actions ? <ButtonLinks links={actions} /> : undefined}>
      {children}
    </Page>
  );
}
