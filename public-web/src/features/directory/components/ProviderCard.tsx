import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import HomeWork from '@mui/icons-material/HomeWork';
import Language from '@mui/icons-material/Language';
import LocationOn from '@mui/icons-material/LocationOn';
import NearMe from '@mui/icons-material/NearMe';
import Phone from '@mui/icons-material/Phone';
import Star from '@mui/icons-material/Star';
import { cardServiceBadges, distanceAwayText, showsVisitsYourArea, type ProviderSearchResult } from '@homeward/domain';
import { palette } from '@homeward/theme';
import { telHref } from '../../../config.js';

export interface ProviderCardProps {
  provider: ProviderSearchResult;
  /** The place searched ('' for none): distances are measured from it. */
  near?: string;
  radiusKm?: number | null;
  onConnect(provider: ProviderSearchResult): void;
}

const row = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, minWidth: 0 } as const;
const icon = { color: 'text.secondary', flexShrink: 0 } as const;

/** One directory card: who, where, how to reach them, what they offer, and 'Connect with Provider'. */
export function ProviderCard({ provider: p, near = '', radiusKm = null, onConnect }: ProviderCardProps) {
  const { shown, more } = cardServiceBadges(p.services);
  const headingId = `provider-${p.id}-name`;
  const away = near ? distanceAwayText(p.distanceKm) : '';
  const visits = near !== '' && showsVisitsYourArea(p, radiusKm);
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      // "Show more providers" moves focus to the first new card.
      tabIndex={-1}
      data-provider-id={p.id}
      variant="outlined"
      data-highlighted={p.isHighlighted || undefined}
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderWidth: 2,
        borderColor: p.isHighlighted ? palette.gold : 'divider',
        bgcolor: 'background.paper',
        height: '100%',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h4" component="h3" id={headingId} sx={{ minWidth: 0 }}>
          {p.businessName}
        </Typography>
        {p.isHighlighted && (
          <Box
            component="span"
            sx={{
              display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1.25, py: 0.25, borderRadius: 999,
              bgcolor: palette.goldBg, color: palette.gold, border: `1px solid ${palette.gold}`, fontWeight: 700, fontSize: '0.9375rem',
            }}
          >
            <Star fontSize="small" aria-hidden />
            Featured
          </Box>
        )}
      </Box>
      {p.name && <Typography sx={{ color: 'text.secondary' }}>Contact: {p.name}</Typography>}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Star aria-hidden sx={{ color: palette.gold }} />
        <span className="hw-visually-hidden">Rated {p.rating.toFixed(1)} out of 5 from {p.totalReviews} reviews</span>
        <span aria-hidden="true">
          <strong>{p.rating.toFixed(1)}</strong> ({p.totalReviews} {p.totalReviews === 1 ? 'review' : 'reviews'})
        </span>
      </Typography>
      {p.description && (
        <Typography
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          title={p.description}
        >
          {p.description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', mt: 0.5 }}>
        <Box sx={row}>
          <LocationOn aria-hidden sx={icon} />
          <span>{p.suburb}, {p.state} {p.postcode}</span>
        </Box>
        {away && (
          <Box sx={row} data-testid="provider-distance">
            <NearMe aria-hidden sx={icon} />
            <span>
              <strong>{away}</strong>
              <span className="hw-visually-hidden"> from {near}</span>
            </span>
          </Box>
        )}
        {visits && (
          <Box sx={{ ...row, color: 'success.dark', fontWeight: 600 }}>
            <HomeWork aria-hidden sx={{ flexShrink: 0 }} />
            <span>Visits your area</span>
          </Box>
        )}
        <Box sx={row}>
          <Phone aria-hidden sx={icon} />
          <Link href={telHref(p.phone)} aria-label={`Phone ${p.businessName}: ${p.phone}`}>{p.phone}</Link>
        </Box>
        <Box sx={row}>
          <Email aria-hidden sx={icon} />
          <Link href={`mailto:${p.email}`} sx={{ overflowWrap: 'anywhere' }} aria-label={`Email ${p.businessName}: ${p.email}`}>{p.email}</Link>
        </Box>
        {p.website && (
          <Box sx={row}>
            <Language aria-hidden sx={icon} />
            <Link href={p.website} target="_blank" rel="noopener noreferrer">
              Visit Website<span className="hw-visually-hidden"> of {p.businessName} (opens in a new tab)</span>
            </Link>
          </Box>
        )}
      </Box>
      {p.services.length > 0 && (
        <Box component="ul" aria-label="Services offered" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {shown.map((s) => (
            <Box component="li" key={s.id} sx={{ px: 1.25, py: 0.25, borderRadius: 2, bgcolor: '#e8eef7', color: 'primary.dark', fontSize: '0.9375rem' }}>
              {s.name}
            </Box>
          ))}
          {more > 0 && (
            <Box component="li" sx={{ px: 1.25, py: 0.25, fontSize: '0.9375rem', color: 'text.secondary' }}>
              +{more} more
            </Box>
          )}
        </Box>
      )}
      <Box sx={{ mt: 'auto', pt: 1.5 }}>
        <Button variant="contained" fullWidth onClick={() => onConnect(p)} aria-label={`Connect with Provider: ${p.businessName}`}>
          Connect with Provider
        </Button>
      </Box>
    </Paper>
  );
}
