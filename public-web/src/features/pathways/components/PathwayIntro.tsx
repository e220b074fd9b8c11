/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button } from '../../../components/ui/Button.js';
import { typo } from '../../../components/ui/tool-styles.js';

const styles = {
  list: css({ paddingLeft: 24, margin: '0 0 24px', '& li': { marginBottom: 4 } }),
};

/** What the finder does, what it covers, and the Start button. */
export function PathwayIntro({ onStart }: { onStart(): void }) {
  return (
    <div>
      <h2 css={[typo.h2, { marginBottom: 12 }]}>What does this tool do?</h2>
      <p css={[typo.body, { marginBottom: 16 }]}>
        Support at Home has different kinds of help. You answer a few short questions, one at a time. We then show which kinds of help may fit, how much money
        comes with each, and who to call next.
      </p>
      <p css={[typo.body, { marginBottom: 16 }]}>It looks at:</p>
      <ul css={styles.list}>
        <li>ongoing help at home, with a quarterly budget</li>
        <li>short-term help to get stronger after a fall or a hospital stay</li>
        <li>extra help at home near the end of life</li>
        <li>equipment and changes to the home</li>
        <li>other programs, when Support at Home does not fit</li>
      </ul>
      <p css={[typo.body, { marginBottom: 24 }]}>
        It takes about 2 minutes. Your answers stay on this device: we do not send them anywhere. This is a guide only. My Aged Care and the official assessment
        decide what you get.
      </p>
      <Button size="large" onClick={onStart} css={{ minWidth: 220 }}>
        Start
      </Button>
    </div>
  );
}
