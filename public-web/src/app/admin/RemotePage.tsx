import { Component, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { typeScale } from '@homeward/theme';

const boxStyle = { padding: '48px 16px', textAlign: 'center' as const, fontSize: typeScale.body.fontSize };

class RemoteErrorBoundary extends Component<{ children: ReactNode; name: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`${this.props.name} failed to load`, error);
  }
  render() {
    if (this.state.failed) {
      return (
        <main id="main-content" style={boxStyle}>
          <h1>{this.props.name} unavailable</h1>
          <p>The {this.props.name.toLowerCase()} could not be loaded. Check your connection and reload the page.</p>
        </main>
      );
    }
    return this.props.children;
  }
}

/** A page the Module Federation remote renders: no public chrome, not indexed, loaded on demand. */
export function RemotePage({ name, title, App }: { name: string; title: string; App: LazyExoticComponent<ComponentType> }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <RemoteErrorBoundary name={name}>
        <Suspense
          fallback={
            <p role="status" style={boxStyle}>
              Loading...
            </p>
          }
        >
          <App />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
