import { Component, lazy, Suspense, type ReactNode } from 'react';
import { typeScale } from '@homeward/theme';
import { loadRemoteModule } from './load-remote.js';

const REMOTE_ENTRY = '/remote/remoteEntry.js';
const RemoteApp = lazy(() => loadRemoteModule(REMOTE_ENTRY, 'domainauth', './App'));

const boxStyle = { padding: '48px 16px', textAlign: 'center' as const, fontSize: typeScale.body.fontSize };

class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('Admin console failed to load', error);
  }
  render() {
    if (this.state.failed) {
      return (
        <main id="main-content" style={boxStyle}>
          <h1>Admin console unavailable</h1>
          <p>The admin console could not be loaded. Check your connection and reload the page.</p>
        </main>
      );
    }
    return this.props.children;
  }
}

/** Every /domainauth path: no public chrome, not indexed, the react-admin remote loaded on demand. */
export default function AdminRemote() {
  return (
    <>
      <title>Admin | Homeward</title>
      <meta name="robots" content="noindex, nofollow" />
      <RemoteErrorBoundary>
        <Suspense
          fallback={
            <p role="status" style={boxStyle}>
              Loading...
            </p>
          }
        >
          <RemoteApp />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
