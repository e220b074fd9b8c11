/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { formatCents, INDICATIVE_PRICES_SOURCE, type IndicativePriceRange, type PriceBand, type PriceTime, unitLabel } from '@homeward/domain';
import { PhoneLink } from '../../../components/content/PhoneLink.js';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
import { BAND_WORDS, INDICATIVE_SOURCE_TEXT, OFF_PEAK_BAND_WORDS, PRICE_TIME_WORDS, rangeText } from '../price-words.js';
import { PersonalCareNote, PriceCapsNote } from '../../../components/facts/OfficialChangeNotes.js';
import { ReviewNote } from '../../../components/facts/ReviewNote.js';
import { PERSONAL_CARE_CHANGE } from '../../../components/facts/fact-words.js';
import { BandMark } from '../../../components/providers/BandMark.js';
import type { ReactNode } from 'react';

const styles = {
  box: css({
    marginTop: 24,
    padding: 20,
    borderRadius: 12,
    border: '2px solid #cfd6df',
    background: palette.paper,
    maxWidth: '44rem',
    display: 'grid',
    gap: 12,
  }),
  list: css({ margin: 0, paddingLeft: 24, '& li': { marginBottom: 6 } }),
};

export interface FairPriceResultProps {
  band: PriceBand;
  range: IndicativePriceRange;
  priceText: string;
  serviceName: string;
  time: PriceTime;
  advocacy: { name: string; number: string };
}

/** Where the price sits, the range and its source and date, and what to do next. */
export function FairPriceResult({ band, range, priceText, serviceName, time, advocacy }: FairPriceResultProps) {
  const service = serviceName.toLowerCase();
  const weekday = (
    <>
      Most providers charged {rangeText(range)} for weekday daytime care. The middle price was {formatCents(range.medianCents, 0)} {unitLabel(range.unit)}.
    </>
  );
  // The department publishes weekday daytime ranges only: an evening, weekend or holiday price is compared
  // with them, never judged by them (no red "higher than usual" that the next sentence takes back).
  if (time !== 'standard') {
    const when = PRICE_TIME_WORDS[time];
    return (
      <section css={styles.box} aria-labelledby="fair-price-result" data-testid="fair-price-result" data-band={band} data-time={time}>
        <h3 id="fair-price-result" css={typo.h4}>
          {priceText} for {when} {service} {OFF_PEAK_BAND_WORDS[band]}.
        </h3>
        <p css={typo.body} data-testid="weekday-ranges-note">
          The department publishes usual prices for weekday daytime care only, so we can compare this price only with those. Care at other times often costs
          more, so a {when} price above the weekday range can still be fair.
        </p>
        <p css={typo.body}>{weekday}</p>
        {band === 'above' ? (
          <>
            <WhatCanIDo advocacy={advocacy} ask={`Ask the provider how much more ${when} care costs than weekday care, and why.`}>
              Compare:{' '}
              <Link to={paths.providerDirectory} css={link}>
                see other providers' prices near you
              </Link>
              .
            </WhatCanIDo>
          </>
        ) : (
          <p css={typo.body}>This {when} price is no more than most providers charge on weekdays, so it is not high.</p>
        )}
        <SourceLine serviceName={serviceName} />
      </section>
    );
  }
  return (
    <section css={styles.box} aria-labelledby="fair-price-result" data-testid="fair-price-result" data-band={band} data-time={time}>
      <h3 id="fair-price-result" css={typo.h4}>
        {priceText} {BAND_WORDS[band].sentence} for {service}.
      </h3>
      <p>
        <BandMark band={band} />
      </p>
      <p css={typo.body}>{weekday}</p>
      {band === 'above' && (
        <>
          <WhatCanIDo advocacy={advocacy} ask="Ask the provider why it costs more, and what the price includes.">
            Compare prices:{' '}
            <Link to={paths.providerDirectory} css={link}>
              find other providers near you
            </Link>{' '}
            or{' '}
            <Link to={paths.calculator} css={link}>
              price your plan at providers near you
            </Link>
            .
          </WhatCanIDo>
        </>
      )}
      {band === 'below' && <p css={typo.body}>A lower price is good news. Check what it includes, such as travel time and how long each visit is.</p>}
      {band === 'within' && <p css={typo.body}>This is about what most providers charge. You can still compare prices before you agree.</p>}
      <SourceLine serviceName={serviceName} />
    </section>
  );
}

/** What to do about a high price: ask the provider, compare (the caller's words and links), get free help. */
function WhatCanIDo({ ask, advocacy, children }: { ask: string; advocacy: FairPriceResultProps['advocacy']; children: ReactNode }) {
  return (
    <>
      <h4 css={typo.h4}>What can I do?</h4>
      <ul css={[styles.list, typo.body]}>
        <li>{ask}</li>
        <li>{children}</li>
        <li>
          Get free, independent help from the {advocacy.name} on <PhoneLink number={advocacy.number} />.
        </li>
      </ul>
    </>
  );
}

/** Where the ranges come from, that no price cap is in force, and (for personal care) its change of category. */
function SourceLine({ serviceName }: { serviceName: string }) {
  return (
    <>
      <p css={[typo.small, typo.muted]}>
        Source:{' '}
        <a href={INDICATIVE_PRICES_SOURCE.url} rel="noopener" css={link}>
          {INDICATIVE_SOURCE_TEXT}
          <span className="hw-visually-hidden"> (external website)</span>
        </a>
        . A guide to usual prices, not a limit: providers set their own prices, and they can change.
        <ReviewNote fact={INDICATIVE_PRICES_SOURCE} />
      </p>
      <PriceCapsNote />
      {serviceName === PERSONAL_CARE_CHANGE.serviceName && <PersonalCareNote />}
    </>
  );
}
