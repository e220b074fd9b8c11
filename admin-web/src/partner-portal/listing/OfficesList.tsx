import { Box, Paper, Typography } from '@mui/material';
import type { PartnerListingDto } from '@homeward/domain';

/** Where the organisation works from, read-only: the offices come from the government's list and the team keeps them. */
export function OfficesList({ offices }: { offices: PartnerListingDto['offices'] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="listing-offices-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="listing-offices-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
        Your offices
      </Typography>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        Families see these addresses on your listing. You cannot change them here: to add, move or close an office, contact the Homeward team and we will update
        it.
      </Typography>
      {offices.length === 0 ? (
        <Typography>We have no office address for your organisation yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {offices.map((office) => (
            <li key={office.id}>
              {office.address}, {office.suburb} {office.state} {office.postcode}
              {office.goneFromList ? " (not on the government's newest list: we are checking it)" : ''}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
