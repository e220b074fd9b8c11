import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuthProvider, useCheckAuth, useLocation } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState.js';
import { paths } from './paths.js';

/**
 * Asks the server for the admin session once per navigation (each new path). The first check gates
 * the page so no admin data is requested without a session; later checks run in the background.
 * A failed check is not retried: useCheckAuth logs out and sends the user to the login page. An admin who
 * must still set up two-step sign-in (ADMIN_REQUIRE_2FA) is sent to do that first: the API refuses them
 * everything else.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const checkAuth = useCheckAuth();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const checkRef = useRef({ checkAuth, authProvider, navigate });
  checkRef.current = { checkAuth, authProvider, navigate };
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let active = true;
    const { checkAuth: check, authProvider: auth, navigate: go } = checkRef.current;
    check({}, true, paths.login)
      .then(() => auth?.getIdentity?.().catch(() => undefined))
      .then(
        (identity) => {
          if (!active) return;
          if (identity?.mustEnrolTwoFactor) go(paths.twoFactorSetup, { replace: true });
          else setVerified(true);
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [pathname]);

  return verified ? <>{children}</> : <LoadingState text="Loading..." minHeight="60vh" />;
}
