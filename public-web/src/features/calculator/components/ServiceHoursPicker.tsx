/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import {
  enteredFrom,
  formatAud,
  frequencyOf,
  unitWords,
  SERVICE_CATEGORIES,
  type ServiceDto,
  type ServiceFrequencies,
  type ServiceFrequency,
  type ServiceHours,
} from '@homeward/domain';
import { Skeleton } from '../../../components/content/Skeleton.js';
import { chosenTint, lines, mq, typo } from '../../../components/ui/tool-styles.js';
import { HoursInput } from './HoursInput.js';
import { ServiceIcon } from './ServiceIcon.js';

export interface ServiceHoursPickerProps {
  services: ServiceDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Units a week by service id. */
  selection: ServiceHours;
  /** The amount as entered for the service's frequency. */
  onHoursChange(serviceId: number, raw: string | number): void;
  frequencies?: ServiceFrequencies;
  onFrequencyChange?(serviceId: number, every: ServiceFrequency): void;
}

const styles = {
  categories: css({ display: 'grid', gap: 32 }),
  list: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }),
  item: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    gap: 12,
    padding: 16,
    borderRadius: 16,
    border: `2px solid ${lines.divider}`,
    background: palette.paper,
    [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  }),
  chosen: css({ borderColor: palette.primary, background: chosenTint }),
  about: css({ display: 'flex', gap: 12, alignItems: 'flex-start', minWidth: 0 }),
  icon: css({ color: palette.primary, marginTop: 2, flexShrink: 0 }),
  name: css({ margin: 0, fontWeight: 700, lineHeight: 1.35 }),
  note: css([typo.small, typo.muted]),
  skeletons: css({ display: 'grid', gap: 12 }),
};

/** '$95/hour', '$70/trip', '$15/meal': the catalogue price of one unit, no decimals (spec section 2). */
export function formatUnitRate(rate: string, unit: ServiceDto['unit']): string {
  return `${formatAud(Number(rate), 0)}/${unitWords(unit).singular}`;
}

/**
 * One service with its hours field. Memoised: a keystroke in one field re-renders that row only, not the whole
 * catalogue, so the key press is painted sooner on a slow phone.
 */
const ServiceHoursRow = memo(function ServiceHoursRow({
  service,
  perWeek,
  every,
  onHoursChange,
  onFrequencyChange,
}: {
  service: ServiceDto;
  perWeek: number;
  every: ServiceFrequency;
  onHoursChange: ServiceHoursPickerProps['onHoursChange'];
  onFrequencyChange: ServiceHoursPickerProps['onFrequencyChange'];
}) {
  const nameId = `service-${service.id}-name`;
  return (
    <li css={[styles.item, perWeek > 0 && styles.chosen]}>
      <div css={styles.about}>
        <ServiceIcon icon={service.icon} css={styles.icon} />
        <div css={{ minWidth: 0 }}>
          <p id={nameId} css={styles.name}>
            {service.name}
          </p>
          <p css={styles.note}>{formatUnitRate(service.hourlyRate, service.unit)}</p>
          {service.description && <p css={[styles.note, { marginTop: 4 }]}>{service.description}</p>}
        </div>
      </div>
      <HoursInput
        id={`service-${service.id}-hours`}
        serviceNameId={nameId}
        serviceName={service.name}
        hours={enteredFrom(perWeek, every)}
        unit={service.unit}
        onChange={(raw) => onHoursChange(service.id, raw)}
        every={every}
        onFrequencyChange={onFrequencyChange ? (next) => onFrequencyChange(service.id, next) : undefined}
      />
    </li>
  );
});

/** The services grouped by category ('{category} Services'), each with its rate and an hours field. */
export function ServiceHoursPicker({ services, isLoading, isError, selection, onHoursChange, frequencies = {}, onFrequencyChange }: ServiceHoursPickerProps) {
  if (isError) {
    return (
      <p role="alert" css={typo.body}>
        We could not load the list of services. Please refresh the page to try again.
      </p>
    );
  }
  if (isLoading || !services) {
    return (
      <div aria-busy="true" aria-label="Loading services" role="status" css={styles.skeletons}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={88} radius={8} />
        ))}
      </div>
    );
  }
  return (
    <div css={styles.categories}>
      {SERVICE_CATEGORIES.map((category) => {
        const inCategory = services.filter((s) => s.category === category);
        if (inCategory.length === 0) return null;
        const headingId = `service-category-${category.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h3 id={headingId} css={[typo.h4, { marginBottom: 12 }]}>
              {category} Services
            </h3>
            <ul css={styles.list}>
              {inCategory.map((service) => (
                <ServiceHoursRow
                  key={service.id}
                  service={service}
                  perWeek={selection[service.id] ?? 0}
                  every={frequencyOf(frequencies, service.id)}
                  onHoursChange={onHoursChange}
                  onFrequencyChange={onFrequencyChange}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
