import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatAud, type ClassificationDto } from '@homeward/domain';

export interface ClassificationPickerProps {
  classifications: ClassificationDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: number | null;
  onChange(id: number): void;
  labelledBy: string;
}

/** The 8 ongoing classifications as radio buttons, each with its quarterly budget. */
export function ClassificationPicker({ classifications, isLoading, isError, value, onChange, labelledBy }: ClassificationPickerProps) {
  if (isError) {
    return <Typography role="alert">We could not load the classifications. Please refresh the page to try again.</Typography>;
  }
  if (isLoading || !classifications) {
    return (
      <Box aria-busy="true" aria-label="Loading classifications" role="status" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={72} />)}
      </Box>
    );
  }
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      name="classification"
      value={value === null ? '' : String(value)}
      onChange={(_e, v) => onChange(Number(v))}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {classifications.map((c) => {
        const selected = value === c.id;
        return (
          <FormControlLabel
            key={c.id}
            value={String(c.id)}
            control={<Radio sx={{ p: 1.25 }} />}
            sx={{
              m: 0,
              p: 1.5,
              pr: 2,
              alignItems: 'flex-start',
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(29, 79, 145, 0.05)' : 'background.paper',
            }}
            label={
              <Box sx={{ pt: 0.75 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.35 }}>
                  Classification {c.level}: {c.name}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  Quarterly Budget: {formatAud(Number(c.quarterlyBudget))}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
