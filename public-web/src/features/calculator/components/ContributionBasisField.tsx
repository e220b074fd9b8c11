import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONTRIBUTION_BASES, CONTRIBUTION_BASIS_LABELS, isContributionBasis, type ContributionBasis } from '@homeward/domain';

export interface ContributionBasisFieldProps {
  /** The id of the heading that asks the question. */
  labelledBy: string;
  value: ContributionBasis | null;
  onChange(basis: ContributionBasis | null): void;
}

/** "How are you assessed for fees?": four choices, none chosen at first; the answer can be taken back. */
export function ContributionBasisField({ labelledBy, value, onChange }: ContributionBasisFieldProps) {
  return (
    <Box>
      <RadioGroup
        aria-labelledby={labelledBy}
        name="contribution-basis"
        value={value ?? ''}
        onChange={(_e, v) => onChange(isContributionBasis(v) ? v : null)}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {CONTRIBUTION_BASES.map((basis) => (
          <FormControlLabel
            key={basis}
            value={basis}
            control={<Radio sx={{ p: 1.25 }} />}
            label={CONTRIBUTION_BASIS_LABELS[basis]}
            sx={{
              m: 0,
              pr: 2,
              minHeight: 48,
              borderRadius: 2,
              border: 2,
              borderColor: value === basis ? 'primary.main' : 'divider',
              bgcolor: value === basis ? 'rgba(29, 79, 145, 0.05)' : 'background.paper',
            }}
          />
        ))}
      </RadioGroup>
      {value !== null && (
        <Button variant="text" onClick={() => onChange(null)} sx={{ mt: 1 }}>
          Clear my answer
        </Button>
      )}
    </Box>
  );
}
