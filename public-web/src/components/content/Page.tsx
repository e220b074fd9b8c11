import { PageMeta, type PageMetaProps } from '../seo/PageMeta.js';
import { PageFrame, type PageFrameProps } from './PageFrame.js';

export interface PageProps extends Omit<PageFrameProps, 'head'> {
  meta: PageMetaProps;
}

/** A content page: metadata, the <main> landmark, a heading band with the h1 and intro, then sections. */
export function Page({ meta, children, ...frame }: PageProps) {
  return (
    <PageFrame {...frame} head={<PageMeta {...meta} />}>
      {children}
    </PageFrame>
  );
}
