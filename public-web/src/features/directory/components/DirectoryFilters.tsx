/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  ALL_SERVICES,
  ALL_STATES,
  ANY_DISTANCE,
  AUTO_RADIUS,
  NEAR_DEFAULT_RADIUS,
  RADIUS_OPTIONS_KM,
  STATES,
  type AttributeFilters,
  type ProviderSort,
  type RadiusChoice,
  type RadiusKm,
  type ServiceDto,
} from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { search } from '../../../components/content/icons.js';
import { Button } from '../../../components/ui/Button.js';
import { SelectField, TextField } from '../../../components/ui/fields.js';
import { mq } from '../../../components/ui/tool-styles.js';
import { NearField } from '../../../components/places/NearField.js';
import { MoreFilters } from './MoreFilters.js';

export interface DirectoryFiltersProps {
  qDraft: string;
  state: string;
  service: string;
  services: ServiceDto[] | undefined;
  near: string;
  /** The place could not be found (the server's message). */
  nearError: string | null;
  radiusKm: RadiusChoice;
  sort: ProviderSort;
  onQChange(text: string): void;
  onStateChange(state: string): void;
  onServiceChange(service: string): void;
  onNearChange(text: string): void;
  onRadiusChange(radiusKm: RadiusChoice): void;
  onSortChange(sort: ProviderSort): void;
  /** Languages, diverse needs and intake (the "More filters" disclosure). */
  attributes: AttributeFilters;
  onAttributesChange<K extends keyof AttributeFilters>(key: K, codes: AttributeFilters[K]): void;
  /** "Hide providers with a current notice" (in More filters). */
  hideWithCurrentNotice: boolean;
  onHideWithCurrentNoticeChange(hide: boolean): void;
  onClear(): void;
}

const styles = {
  form: css({
    display: 'grid',
    gap: 16,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [mq.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
  }),
  wide: css({ gridColumn: '1 / -1' }),
};

/**
 * The place with its distance and order first (most people look for help near home), then text search,
 * state and service filters. Native selects: large,
 * familiar and easy on old phones. Distance and "Nearest first" need a place, so they wait for one; with a
 * place they start as "Nearby" (the default radius rule) and "Nearest first".
 */
export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { qDraft, state, service, services, near, nearError, radiusKm, sort } = props;
  const { onQChange, onStateChange, onServiceChange, onNearChange, onRadiusChange, onSortChange, onClear, attributes, onAttributesChange } = props;
  const anyAttribute = attributes.languages.length + attributes.diverseNeeds.length + attributes.acceptingNewClients.length > 0;
  const anySet = qDraft.trim() !== '' || state !== ALL_STATES || service !== ALL_SERVICES || near !== '' || anyAttribute || props.hideWithCurrentNotice;
  const placeHint = near ? undefined : 'Choose a place first.';
  // The rule is said under the menu: a closed menu shows its choice on one line, cut off on a phone if long.
  const radiusHint = near ? `Nearby looks within ${NEAR_DEFAULT_RADIUS.startKm} km, then wider if no provider is that close.` : placeHint;
  return (
    <form role="search" aria-label="Search providers" onSubmit={(e) => e.preventDefault()} css={styles.form}>
      <NearField near={near} error={nearError} onChange={onNearChange} />
      <SelectField
        id="directory-radius"
        label="Distance"
        value={!near ? ANY_DISTANCE : radiusKm === null ? ANY_DISTANCE : String(radiusKm)}
        onChange={(v) => onRadiusChange(v === ANY_DISTANCE ? null : v === AUTO_RADIUS ? AUTO_RADIUS : (Number(v) as RadiusKm))}
        disabled={!near}
        hint={radiusHint}
      >
        <option value={AUTO_RADIUS} disabled={!near}>
          Nearby
        </option>
        {RADIUS_OPTIONS_KM.map((km) => (
          <option key={km} value={String(km)}>
            Within {km} km
          </option>
        ))}
        <option value={ANY_DISTANCE}>Any distance</option>
      </SelectField>
      <SelectField
        id="directory-sort"
        label="Sort by"
        value={near ? sort : 'relevance'}
        onChange={(v) => onSortChange(v === 'distance' ? 'distance' : 'relevance')}
        hint={placeHint ? 'Nearest first needs a place.' : 'Best match puts featured (paid) listings first.'}
      >
        <option value="distance" disabled={!near}>
          Nearest first
        </option>
        <option value="relevance">Best match</option>
      </SelectField>
      <TextField
        id="directory-search"
        label="Search by name or description"
        type="search"
        value={qDraft}
        onChange={onQChange}
        start={<Icon path={search} size={24} />}
        enterKeyHint="search"
      />
      <SelectField id="directory-state" label="State or territory" value={state} onChange={onStateChange}>
        <option value={ALL_STATES}>All States</option>
        {STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField id="directory-service" label="Type of service" value={services ? service : ALL_SERVICES} onChange={onServiceChange}>
        <option value={ALL_SERVICES}>All Services</option>
        {services?.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <div css={styles.wide}>
        <MoreFilters
          {...attributes}
          onChange={onAttributesChange}
          hideWithCurrentNotice={props.hideWithCurrentNotice}
          onHideWithCurrentNoticeChange={props.onHideWithCurrentNoticeChange}
        />
      </div>
      {anySet && (
        <div css={styles.wide}>
          <Button variant="text" onClick={onClear}>
            Clear search and filters
          </Button>
        </div>
      )}
    </form>
  );
}
