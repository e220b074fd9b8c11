import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths.js';

/** The closing banner: where to go next. */
export function NextStepsBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="calculator-next-steps"
      sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="h2" id="calculator-next-steps" sx={{ mb: 1.5, color: 'inherit' }}>
        What can I do next?
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '40rem' }}>
        Look for a provider who offers the services you chose, or check which classification you might get.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={paths.providerDirectory} variant="contained" sx={{ bgcolor: '#ffffff', color: 'primary.main', '&:hover': { bgcolor: '#e8eef7' } }}>
          Find a provider
        </Button>
        <Button component={RouterLink} to={paths.assessmentMaximizer} variant="outlined" sx={{ color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.1)' } }}>
          Check my likely classification
        </Button>
      </Box>
    </Box>
  );
}
