import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Share from '@mui/icons-material/Share';
import { paths } from '../../../app/paths.js';

export interface CalculatorHeaderProps {
  hasResult: boolean;
  onShare(): void;
  onPrint(): void;
}

export function CalculatorHeader({ hasResult, onShare, onPrint }: CalculatorHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, fontSize: '1.0625rem' }}>
          <ArrowBack fontSize="small" aria-hidden />
          Back to home
        </Link>
        {hasResult && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Share aria-hidden />} onClick={onShare}>
              Share
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdf aria-hidden />} onClick={onPrint}>
              Export PDF
            </Button>
          </Box>
        )}
      </Box>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Support at Home funding calculator
      </Typography>
      <Typography sx={{ maxWidth: '44rem' }}>
        See how far a Support at Home budget goes. Choose a classification, then add the services you want and
        how many hours a week. We show the cost each week and each quarter (3 months), and what is left.
      </Typography>
    </Box>
  );
}
