import { useGetIdentity } from 'react-admin';
import { AppHeader } from '../components/app/AppHeader.js';

/** The console's own header: no public top bar or footer on admin pages. */
export function Header() {
  const { identity } = useGetIdentity();
  return (
    <AppHeader
      title="Homeward admin"
      subtitle={identity?.fullName ? `Welcome, ${identity.fullName}` : 'Welcome'}
      subtitleTestId="welcome"
      signOutLabel="Logout"
    />
  );
}
