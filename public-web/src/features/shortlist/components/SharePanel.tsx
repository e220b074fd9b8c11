/** @jsxImportSource @emotion/react */
import { useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { encodeShortlistLink, type ShortlistLink } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { fieldStyles } from '../../../components/ui/fields.js';
import { surface, typo } from '../../../components/ui/tool-styles.js';
import { share } from '../../../components/content/tool-icons.js';
import { paths } from '../../../app/paths.js';

/** The address that reopens this shortlist and comparison: /shortlist/compare?link=<encodeShortlistLink>. */
export function shortlistShareUrl(origin: string, link: ShortlistLink): string {
  return `${origin}${paths.shortlistCompare}?link=${encodeShortlistLink(link)}`;
}

const styles = {
  panel: css([surface, { padding: 16, display: 'grid', gap: 8, marginTop: 12, maxWidth: '44rem' }]),
  input: css([fieldStyles.input, { width: '100%', fontSize: '1rem' }]),
};

type Copied = 'idle' | 'copied' | 'failed';

/**
 * "Share this comparison": shows the link in a field (so it can be read, selected and copied by hand) and copies
 * it. The link holds provider ids, the place and the plan's hours, nothing about the family.
 */
export function SharePanel({ link }: { link: ShortlistLink }) {
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const open = async () => {
    const made = shortlistShareUrl(window.location.origin, link);
    setUrl(made);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(made);
      setCopied('copied');
    } catch {
      setCopied('failed');
      // Selected, so "copy" from the keyboard or the menu takes it at once.
      requestAnimationFrame(() => inputRef.current?.select());
    }
  };
  return (
    <div>
      <Button variant="outlined" startIcon={share} onClick={() => void open()} data-testid="share-button">
        Share this comparison
      </Button>
      {url && (
        <div css={styles.panel}>
          <label htmlFor={inputId} css={[typo.body, { fontWeight: 600 }]}>
            Link to this comparison
          </label>
          <input id={inputId} ref={inputRef} readOnly value={url} css={styles.input} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
          <p role="status" css={typo.small}>
            {copied === 'copied'
              ? 'Link copied. Paste it into an email or a text message. It opens this comparison on any device.'
              : 'Copy the link above and paste it into an email or a text message. It opens this comparison on any device.'}
          </p>
          <p css={[typo.small, typo.muted]}>The link holds the providers, your place and your plan&apos;s hours. It holds nothing about you.</p>
        </div>
      )}
    </div>
  );
}
