/** @jsxImportSource @emotion/react */
import { useEffect, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { indicativeRangeFor, isValidPriceAmount, PHONE_NUMBERS, PRICE_RULES, unitWords, type PriceTime, type ServiceDto } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { SelectField } from '../../../components/ui/fields.js';
import { MoneyField, TimeBandSelect } from '../../../components/ui/price-fields.js';
import { mq } from '../../../components/ui/tool-styles.js';
import { useServicesQuery } from '../../../api/catalog.js';
import { bandFor, pricePerUnit } from '../price-words.js';
import { FairPriceResult } from './FairPriceResult.js';
import type { PriceCheckStart } from '../price-check-link.js';

export interface FairPriceCheckProps {
  /** Prefix of the form's ids (the check may appear on more than one page). */
  idPrefix: string;
  /** Filled in from a link (a provider's price); checked at once when the service and price are both there. */
  start?: PriceCheckStart | null;
}

const styles = {
  form: css({ display: 'grid', gap: 16, maxWidth: '44rem', [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
  wide: css({ [mq.sm]: { gridColumn: '1 / -1' } }),
  submit: css({ justifySelf: 'start' }),
};

export const FAIR_PRICE_MESSAGES = {
  service: 'Choose the service you were quoted for.',
  amount: `Enter the price in dollars, like 95 or 95.50 (up to $${PRICE_RULES.maxAmount.toLocaleString('en-AU')}).`,
} as const;

interface Checked {
  service: ServiceDto;
  time: PriceTime;
  amount: string;
}

/**
 * "Is this price fair?": a price someone was quoted for a service, at a time of day, against the
 * department's usual range for it, with the source and date, and what to do if it looks high.
 */
export default function FairPriceCheck({ idPrefix, start = null }: FairPriceCheckProps) {
  const services = useServicesQuery();
  const priced = (services.data ?? []).filter((s) => indicativeRangeFor(s.name) !== undefined);
  const [serviceId, setServiceId] = useState('');
  const [time, setTime] = useState<PriceTime>('standard');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ service?: string; amount?: string }>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const service = priced.find((s) => String(s.id) === serviceId);
  const unit = unitWords(service?.unit);
  const id = (name: string) => `${idPrefix}-${name}`;

  // A link's values are applied once the services are known (after hydration: the prerendered form is blank).
  const startKey = start ? `${start.serviceId}|${start.time}|${start.amount}` : '';
  const startService = start ? priced.find((s) => s.id === start.serviceId) : undefined;
  const ready = services.data !== undefined;
  useEffect(() => {
    if (!start || !ready) return;
    setServiceId(startService ? String(startService.id) : '');
    setTime(start.time);
    setAmount(start.amount);
    setChecked(startService && start.amount ? { service: startService, time: start.time, amount: start.amount } : null);
    // Only a new link (or the services arriving) refills the form, never the person's own edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey, ready]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      service: service ? undefined : FAIR_PRICE_MESSAGES.service,
      amount: isValidPriceAmount(amount.replace(/^\$/, '')) ? undefined : FAIR_PRICE_MESSAGES.amount,
    };
    setErrors(found);
    if (found.service || found.amount || !service) {
      setChecked(null);
      document.getElementById(found.service ? id('service') : id('amount'))?.focus();
      return;
    }
    setChecked({ service, time, amount: amount.replace(/^\$/, '').trim() });
  };

  if (services.isError) return <p role="alert">We could not load the list of services. Please refresh the page to try again.</p>;

  const result = checked ? bandFor(checked.service.name, checked.amount) : null;
  return (
    <div>
      <form css={styles.form} onSubmit={submit} noValidate aria-label="Is this price fair?">
        <SelectField
          id={id('service')}
          label="Which service?"
          value={serviceId}
          onChange={setServiceId}
          css={styles.wide}
          aria-invalid={Boolean(errors.service)}
          aria-describedby={errors.service ? id('service-error') : undefined}
          empty={services.isPending ? 'Loading services...' : 'Choose a service'}
          options={priced.map((s) => ({ code: String(s.id), label: s.name }))}
        />
        {errors.service && (
          <p id={id('service-error')} css={[styles.wide, { margin: 0, color: palette.error, fontWeight: 600 }]}>
            {errors.service}
          </p>
        )}
        <TimeBandSelect id={id('time')} label="When is the care?" value={time} onChange={setTime} />
        <MoneyField
          id={id('amount')}
          label={`Price you were quoted for one ${unit.singular}`}
          autoComplete="off"
          value={amount}
          onChange={setAmount}
          error={errors.amount ?? null}
          hint="Before any contribution you pay. Numbers only."
        />
        <Button type="submit" size="large" css={styles.submit}>
          Check this price
        </Button>
      </form>
      <div aria-live="polite">
        {checked && result && (
          <FairPriceResult
            band={result.band}
            range={result.range}
            priceText={pricePerUnit(checked.amount, checked.service.unit)}
            serviceName={checked.service.name}
            time={checked.time}
            advocacy={PHONE_NUMBERS.opan}
          />
        )}
      </div>
    </div>
  );
}
