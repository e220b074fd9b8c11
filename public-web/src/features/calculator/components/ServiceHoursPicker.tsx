import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatHourlyRate, SERVICE_CATEGORIES, type ServiceDto, type ServiceHours } from '@homeward/domain';
import { HoursInput } from './HoursInput.js';
import { ServiceIcon } from './ServiceIcon.js';

export interface ServiceHoursPickerProps {
  services: ServiceDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  selection: ServiceHours;
  onHoursChange(serviceId: number, raw: string | number): void;
}

/** The services grouped by category ('{category} Services'), each with its rate and an hours field. */
export function ServiceHoursPicker({ services, isLoading, isError, selection, onHoursChange }: ServiceHoursPickerProps) {
  if (isError) {
    return <Typography role="alert">We could not load the list of services. Please refresh the page to try again.</Typography>;
  }
  if (isLoading || !services) {
    return (
      <Box aria-busy="true" aria-label="Loading services" role="status">
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={88} sx={{ mb: 1.5 }} />)}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {SERVICE_CATEGORIES.map((category) => {
        const inCategory = services.filter((s) => s.category === category);
        if (inCategory.length === 0) return null;
        const headingId = `service-category-${category.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <Box component="section" key={category} aria-labelledby={headingId}>
            <Typography variant="h4" component="h3" id={headingId} sx={{ mb: 1.5 }}>
              {category} Services
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {inCategory.map((service) => {
                const hours = selection[service.id] ?? 0;
                const nameId = `service-${service.id}-name`;
                return (
                  <Box
                    component="li"
                    key={service.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
                      alignItems: 'center',
                      gap: 1.5,
                      p: 2,
                      borderRadius: 2,
                      border: 2,
                      borderColor: hours > 0 ? 'primary.main' : 'divider',
                      bgcolor: hours > 0 ? 'rgba(29, 79, 145, 0.05)' : 'background.paper',
                    }}
                  >
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
                      <ServiceIcon icon={service.icon} sx={{ color: 'primary.main', fontSize: 32, mt: 0.25, flexShrink: 0 }} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography id={nameId} component="p" sx={{ fontWeight: 700, lineHeight: 1.35 }}>
                          {service.name}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {formatHourlyRate(service.hourlyRate)}
                        </Typography>
                        {service.description && (
                          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                            {service.description}
                          </Typography>
                        )}
                      </Box>
                    </Box>
                    <HoursInput
                      id={`service-${service.id}-hours`}
                      serviceNameId={nameId}
                      serviceName={service.name}
                      hours={hours}
                      onChange={(raw) => onHoursChange(service.id, raw)}
                    />
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
