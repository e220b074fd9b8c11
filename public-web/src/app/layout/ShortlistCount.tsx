import { NavLink } from 'react-router';
import { useShortlist } from '../../lib/shortlist-store.js';
import { paths } from '../paths.js';

/**
 * The top bar's way to the shortlist, with how many are saved in this browser. The server cannot know the count,
 * so the first render shows none and the count follows at hydration (lib/shortlist-store).
 */
export function ShortlistCount() {
  const list = useShortlist();
  const count = list?.length ?? 0;
  return (
    <NavLink
      to={paths.shortlist}
      end
      className="hw-topbar__shortlist"
      data-testid="header-shortlist"
      aria-label={count > 0 ? `Shortlist, ${count} saved` : 'Shortlist'}
    >
      Shortlist
      {count > 0 && <span className="hw-topbar__shortlist-count">{count}</span>}
    </NavLink>
  );
}
