/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { formatAud, INDICATIVE_PRICES_SOURCE, PRICE_TIME_LABELS, unitLabel, type IndicativePriceRange, type PriceBand, type PriceTime } from '@homeward/domain';
import { PhoneLink } from '../../../components/content/PhoneLink.js';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
import { BAND_WORDS, INDICATIVE_SOURCE_TEXT, rangeText } from '../price-words.js';
import { PersonalCareNote, PriceCapsNote } from '../../facts/OfficialChangeNotes.js';
import { PERSONAL_CARE_CHANGE } from '../../facts/fact-words.js';
import { BandMark } from './BandMark.js';

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
  const offPeak = time !== 'standard';
  return (
    <section css={styles.box} aria-labelledby="fair-price-result" data-testid="fair-price-result" data-band={band}>
      <h3 id="fair-price-result" css={typo.h4}>
        {priceText} {BAND_WORDS[band].sentence} for {serviceName.toLowerCase()}.
      </h3>
      <p>
        <BandMark band={band} />
      </p>
      <p css={typo.body}>
        Most providers charged {rangeText(range)} for weekday daytime care. The middle price was {formatAud(range.medianCents / 100, 0)} {unitLabel(range.unit)}
        .
      </p>
      {offPeak && (
        <p css={typo.body}>
          You chose {PRICE_TIME_LABELS[time].toLowerCase()}. The range is for weekday daytime only. Care at other times often costs more, so a price above the
          range can still be fair then.
        </p>
      )}
      {band === 'above' && (
        <>
          <h4 css={typo.h4}>What can I do?</h4>
          <ul css={[styles.list, typo.body]}>
            <li>Ask the provider why it costs more, and what the price includes.</li>
            <li>
              Compare prices:{' '}
              <Link to={paths.providerDirectory} css={link}>
                find other providers near you
              </Link>{' '}
              or{' '}
              <Link to={paths.calculator} css={link}>
                price your plan at providers near you
              </Link>
              .
            </li>
            <li>
              Get free, independent help from the {advocacy.name} on <PhoneLink number={advocacy.number} />.
            </li>
          </ul>
        </>
      )}
      {band === 'below' && <p css={typo.body}>A lower price is good news. Check what it includes, such as travel time and how long each visit is.</p>}
      {band === 'within' && <p css={typo.body}>This is about what most providers charge. You can still compare prices before you agree.</p>}
      <p css={[typo.small, typo.muted]}>
        Source:{' '}
        <a href={INDICATIVE_PRICES_SOURCE.url} rel="noopener" css={link}>
          {INDICATIVE_SOURCE_TEXT}
          <span className="hw-visually-hidden"> (external website)</span>
        </a>
        . A guide to usual prices, not a limit: providers set their own prices, and they can change.
      </p>
      <PriceCapsNote />
      {serviceName === PERSONAL_CARE_CHANGE.serviceName && <PersonalCareNote />}
    </section>
  );
}
