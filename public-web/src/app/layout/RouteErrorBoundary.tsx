import { Component, type ReactNode } from 'react';
import { paths } from '../paths.js';
// The two modules, not the content barrel: this is in every page's first load, styled by the static stylesheet.
import { TextLink } from '../../components/content/ButtonLink.js';
import { Page } from '../../components/content/Page.js';

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
      <Page
        meta={{ title: 'Something went wrong', description: 'This page could not be shown.', path: null, robots: 'noindex, follow' }}
        title="Sorry, this page could not be shown"
        intro="Something went wrong on our side. Please reload the page, or try again later."
      >
        <p>
          You can <TextLink to={paths.home}>go to the home page</TextLink> or <TextLink to={paths.contactUs}>contact us</TextLink> if it keeps happening.
        </p>
      </Page>
    );
  }
}
