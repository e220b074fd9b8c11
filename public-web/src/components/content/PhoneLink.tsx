/** @jsxImportSource @emotion/react */
import { palette } from '@homeward/theme';
import { telHref } from '../../config.js';
import { focusRing } from './styles.js';

/** A phone number that can be tapped to call; never breaks across lines. */
export function PhoneLink({ number, label }: { number: string; label?: string }) {
  return (
    <a
      href={telHref(number)}
      css={{ color: palette.primary, fontWeight: 700, whiteSpace: 'nowrap', textUnderlineOffset: 3, ...focusRing }}
      aria-label={label ? `${label}: ${number}` : undefined}
    >
      {number}
    </a>
  );
}
