import { Link } from 'react-router';
import { paths } from '../paths.js';

// Its colours come from the static stylesheet (Brand.css.ts), so the first load carries no theme tokens.
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 40 40" style={{ flex: 'none' }}>
      <rect width="40" height="40" rx="9" className="hw-brand__tile" />
      <path d="M8 20.5 20 10l12 10.5V31a1 1 0 0 1-1 1h-7v-7h-8v7H9a1 1 0 0 1-1-1z" fill="#ffffff" />
      <path d="M20 17.2c1.3-1.6 4.3-1.2 4.3 1.3 0 1.9-2.6 3.6-4.3 4.9-1.7-1.3-4.3-3-4.3-4.9 0-2.5 3-2.9 4.3-1.3z" className="hw-brand__heart" />
    </svg>
  );
}

/** The site name as a link home. */
export function Brand() {
  return (
    <Link to={paths.home} className="hw-brand" aria-label="Homeward, home page">
      <BrandMark />
      <span>
        <span className="hw-brand__name">Homeward</span>
        <span className="hw-brand__tag">Independent Support at Home guide</span>
      </span>
    </Link>
  );
}
