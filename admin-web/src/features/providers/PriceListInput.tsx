import { Box, TextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useInput } from 'react-admin';
import { australianDate, formatFactDate, PRICE_TIME_LABELS, PRICE_TIMES, unitLabel, type ServiceDto } from '@homeward/domain';
import { PRICE_FORM_MESSAGES, priceFormErrors, rowHasPrice, type PriceRowValues } from './price-list.js';
import { withPrice } from './price-list.js';

const cellValue = (row: PriceRowValues | undefined, time: (typeof PRICE_TIMES)[number]) => {
  const value = row?.[time];
  return value === undefined || value === null ? '' : String(value);
};

/**
 * The provider's price list: one row per offered service with its unit, the weekday
 * daytime price (its common price) and the optional evening, Saturday, Sunday and public-holiday prices.
 * A row left blank means "price not published". Errors show under each cell; the form cannot be saved
 * while any is shown. The server sets the last-updated date on save.
 */
export function PriceListInput({ services, pricesUpdatedAt }: { services: readonly ServiceDto[]; pricesUpdatedAt?: string | null }) {
  const offered = (useWatch({ name: 'servicesOffered' }) as number[] | undefined) ?? [];
  const validate = (rows: PriceRowValues[] | undefined, values: { servicesOffered?: number[] }) =>
    Object.keys(priceFormErrors(rows, values?.servicesOffered ?? [])).length > 0 ? PRICE_FORM_MESSAGES.summary : undefined;
  const { field, fieldState, formState } = useInput<PriceRowValues[]>({ source: 'prices', validate, defaultValue: [] });
  const rows = (field.value ?? []) as PriceRowValues[];
  const errors = priceFormErrors(rows, offered);
  const showErrors = fieldState.isTouched || formState.isSubmitted;
  const offeredServices = services.filter((s) => offered.map(Number).includes(s.id));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="price-list-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Price list
      </Typography>
      <Typography id="price-list-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The provider&apos;s published prices in dollars, per unit of each service. Leave a row blank if no price is published. Once a row has any price, its
        weekday daytime price is needed too (marked *); the others are optional.
        {pricesUpdatedAt ? ` Last updated ${formatFactDate(australianDate(new Date(pricesUpdatedAt)))}.` : ''}
      </Typography>
      {offeredServices.length === 0 ? <Typography variant="body2">Tick the services offered to enter their prices.</Typography> : null}
      {offeredServices.map((service) => {
        const row = rows.find((r) => Number(r.serviceId) === service.id);
        // The same rule as the API's: only a row with a price needs its weekday daytime price.
        const weekdayNeeded = row !== undefined && rowHasPrice(row);
        return (
          <Box
            key={service.id}
            role="group"
            aria-label={`Prices for ${service.name}`}
            data-testid={`price-row-${service.id}`}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {service.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (price {unitLabel(service.unit)})
              </Typography>
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
              {PRICE_TIMES.map((time) => {
                const error = showErrors ? errors[`${service.id}.${time}`] : undefined;
                return (
                  <TextField
                    key={time}
                    size="small"
                    label={PRICE_TIME_LABELS[time]}
                    value={cellValue(row, time)}
                    onChange={(event) => field.onChange(withPrice(rows, service.id, time, event.target.value))}
                    onBlur={field.onBlur}
                    error={Boolean(error)}
                    helperText={error}
                    slotProps={{
                      // The asterisk only, and only once the row has a price: a blank row means "price not published".
                      inputLabel: { required: time === 'standard' && weekdayNeeded },
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${service.name}: ${PRICE_TIME_LABELS[time]} price, dollars ${unitLabel(service.unit)}`,
                      },
                      input: {
                        startAdornment: (
                          <Box component="span" sx={{ mr: 0.5 }} aria-hidden>
                            $
                          </Box>
                        ),
                      },
                    }}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
