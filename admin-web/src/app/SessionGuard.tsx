import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useCheckAuth, useLocation } from 'react-admin';
import { LoadingState } from '../components/ui/LoadingState.js';
import { paths } from './paths.js';

/**
 * Asks the server for the admin session once per navigation (each new path). The first check gates
 * the page so no admin data is requested without a session; later checks run in the background.
 * A failed check is not retried: useCheckAuth logs out and sends the user to the login page.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const checkAuth = useCheckAuth();
  const checkRef = useRef(checkAuth);
  checkRef.current = checkAuth;
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let active = true;
    checkRef.current({}, true, paths.login).then(
      () => active && setVerified(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [pathname]);

  return verified ? <>{children}</> : <LoadingState text="Loading..." minHeight="60vh" />;
}
