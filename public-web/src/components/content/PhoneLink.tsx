import { telHref } from '../../config.js';

/** A phone number that can be tapped to call; never breaks across lines. */
export function PhoneLink({ number, label }: { number: string; label?: string }) {
  return (
    <a href={telHref(number)} className="hw-phone-link" aria-label={label ? `${label}: ${number}` : undefined}>
      {number}
    </a>
  );
}
