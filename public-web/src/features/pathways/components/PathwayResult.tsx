/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, useRef } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { findPathways, PHONE_NUMBERS, type PathwayAnswers } from '@homeward/domain';
import { PhoneLink } from '../../../components/content/PhoneLink.js';
import { pdf, share } from '../../../components/content/tool-icons.js';
import { Button } from '../../../components/ui/Button.js';
import { mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { useServicesQuery } from '../../../api/catalog.js';
import { paths } from '../../../app/paths.js';
import { SITE_NAME, SITE_ORIGIN } from '../../../config.js';
import { pathwayContent } from '../pathway-content.js';
import { PathwayCard } from './PathwayCard.js';

const styles = {
  summary: css([surface, { borderColor: palette.primary, padding: 20, marginBottom: 24, [mq.sm]: { padding: 28 } }]),
  names: css({ paddingLeft: 24, margin: '8px 0 0', fontSize: typeScale.h4.fontSize, fontWeight: 700, color: palette.text, '& li': { marginBottom: 4 } }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 32 }),
  help: css({ marginBottom: 32, '& p': { marginBottom: 8 } }),
};

export interface PathwayResultProps {
  answers: PathwayAnswers;
  onShare(): void;
  onRestart(): void;
}

/** The pathways that fit, best first, each with its amounts, source and next steps; then Share, Print, Start again. */
export function PathwayResult({ answers, onShare, onRestart }: PathwayResultProps) {
  const result = useMemo(() => findPathways(answers), [answers]);
  const services = useServicesQuery();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const cards = result.pathways.map((id) => ({ id, content: pathwayContent(id, result) }));
  const directoryLink = (name: string | undefined, label: string | undefined) => {
    const service = name ? services.data?.find((s) => s.name === name) : undefined;
    return service && label ? { to: `${paths.providerDirectory}?service=${service.id}`, label } : null;
  };

  return (
    <div data-testid="pathway-result">
      <div css={styles.summary}>
        <h2 ref={headingRef} tabIndex={-1} css={[typo.h2, { outline: 'none' }]}>
          {result.eligibility === 'eligible' ? 'What may fit' : 'Support at Home may not fit yet'}
        </h2>
        <p css={[typo.body, { marginTop: 8 }]}>
          {result.eligibility === 'eligible'
            ? 'From your answers, this help may fit. The official assessment decides.'
            : 'From your answers, they may be too young for Support at Home. This help may fit instead.'}
        </p>
        <ul css={styles.names}>
          {cards.map((c) => (
            <li key={c.id}>{c.content.title}</li>
          ))}
        </ul>
      </div>

      <div css={styles.actions} className="hw-no-print">
        <Button variant="outlined" startIcon={share} onClick={onShare}>
          Share
        </Button>
        <Button variant="outlined" startIcon={pdf} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="text" onClick={onRestart}>
          Start again
        </Button>
      </div>

      <section aria-labelledby="pathway-details-title">
        <h2 id="pathway-details-title" css={[typo.h2, { marginBottom: 16 }]}>
          Your next steps
        </h2>
        {cards.map((c, i) => (
          <PathwayCard
            key={c.id}
            id={c.id}
            content={c.content}
            first={i === 0}
            directoryLink={directoryLink(c.content.directoryService?.name, c.content.directoryService?.label)}
          />
        ))}
      </section>

      <section aria-labelledby="pathway-call-help-title" css={styles.help}>
        <h2 id="pathway-call-help-title" css={[typo.h3, { marginBottom: 8 }]}>
          Help with the call
        </h2>
        <p css={typo.body}>If you call for someone else, say who you are and that they are happy for you to call.</p>
        <p css={typo.body}>
          Need an interpreter? Call {PHONE_NUMBERS.tis.name} on <PhoneLink number={PHONE_NUMBERS.tis.number} /> and ask them to call My Aged Care with you.
        </p>
        <p css={typo.body}>
          Free, independent advice: {PHONE_NUMBERS.opan.name} on <PhoneLink number={PHONE_NUMBERS.opan.number} />.
        </p>
      </section>

      <p css={{ display: 'none', '@media print': { display: 'block' }, fontSize: '9pt' }}>
        Made with the {SITE_NAME} pathway finder, {SITE_ORIGIN}
        {paths.pathwayFinder}. {SITE_NAME} is independent and not part of the Australian Government.
      </p>
    </div>
  );
}
