/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import type { PriceBand } from '@homeward/domain';
import { BAND_WORDS } from './band-words.js';

const styles = {
  mark: css({ display: 'inline-block', padding: '2px 10px', borderRadius: 999, fontWeight: 700, fontSize: typeScale.caption.fontSize, border: '1px solid' }),
  below: css({ background: '#e6f2ea', color: '#1e5c33', borderColor: '#1e5c33' }),
  within: css({ background: '#e8eef7', color: palette.primaryDark, borderColor: palette.primaryDark }),
  above: css({ background: '#fdecea', color: '#8a1c12', borderColor: '#8a1c12' }),
};

/** 'Below / Within / Above the usual range': words first, colour only as a help. */
export function BandMark({ band }: { band: PriceBand }) {
  return (
    <span css={[styles.mark, styles[band]]} data-band={band}>
      {BAND_WORDS[band].short}
    </span>
  );
}
