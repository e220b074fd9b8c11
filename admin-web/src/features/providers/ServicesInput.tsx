import { Typography } from '@mui/material';
import { CheckboxGroupInput } from 'react-admin';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { useServices } from './use-services.js';

/** Services offered: one checkbox per service of GET /api/services (the admin form and the provider portal). */
export function ServicesInput() {
  const { data, isPending, isError } = useServices();
  if (isPending) return <LoadingState text="Loading services..." minHeight={80} />;
  if (isError) return <Typography color="error">The service list could not be loaded.</Typography>;
  return (
    <CheckboxGroupInput
      source="servicesOffered"
      label="Services offered"
      choices={data.map((s) => ({ id: s.id, name: s.name }))}
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } } }}
    />
  );
}
