import { Component, type ReactNode } from 'react';
import { paths } from '../paths.js';
// These modules, not the content barrel nor Page with its metadata: this is in every page's first load.
import { PageFrame } from '../../components/content/PageFrame.js';
import { TextLink } from '../../components/content/TextLink.js';
import { SITE_NAME } from '../../config.js';

interface State {
  failed: boolean;
}

/**
 * If a page throws while rendering, the top bar and footer stay and the visitor gets a plain message with a
 * way on, instead of a blank screen. Keyed by path in the layout, so moving to another page resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageFrame
        head={
          <>
            <title>{`Something went wrong | ${SITE_NAME}`}</title>
            <meta name="robots" content="noindex, follow" />
          </>
        }
        title="Sorry, this page could not be shown"
        intro="Something went wrong on our side. Please reload the page, or try again later."
      >
        <p>
          You can <TextLink to={paths.home}>go to the home page</TextLink> or <TextLink to={paths.contactUs}>contact us</TextLink> if it keeps happening.
        </p>
      </PageFrame>
    );
  }
}
