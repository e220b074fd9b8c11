/** @jsxImportSource @emotion/react */
import { Global } from '@emotion/react';
import { PHONE_NUMBERS } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { TextAreaField } from '../../../components/ui/fields.js';
import { InterpreterHelp } from '../../../components/content/InterpreterHelp.js';
import { link, typo } from '../../../components/ui/tool-styles.js';

export interface ProviderLetterProps {
  text: string;
  onChange(text: string): void;
}

// On paper only the letter is printed: the site's print stylesheet leaves out everything marked hw-no-print.
const printStyles = {
  '.statement-letter-print': { display: 'none' },
  '@media print': {
    '@page': { margin: '20mm' },
    // The letter's panel prints as plain paper.
    '.statement-letter-section': { border: '0 !important', padding: '0 !important', margin: '0 !important' },
    '.statement-letter-print': { display: 'block !important', whiteSpace: 'pre-wrap', fontSize: '12pt', lineHeight: 1.5, color: '#000' },
  },
};

/** The letter to the provider: editable on the page, printed as typed. */
export function ProviderLetter({ text, onChange }: ProviderLetterProps) {
  return (
    <div>
      <Global styles={printStyles} />
      <div className="hw-no-print" css={{ display: 'grid', gap: 12 }}>
        <TextAreaField
          id="statement-letter"
          label="Your letter (you can change it)"
          help="Add your name and details at the end, then print it or copy it into an email."
          value={text}
          onChange={onChange}
          rows={18}
          boxStyle={{ padding: 12, resize: 'vertical', lineHeight: 1.5 }}
        />
        <Button onClick={() => window.print()} css={{ justifySelf: 'start' }}>
          Print the letter
        </Button>
        <p css={typo.body}>
          If the answer is not good enough, call the{' '}
          <a href={PHONE_NUMBERS.opan.url} css={link}>
            {PHONE_NUMBERS.opan.name}
          </a>{' '}
          on <strong>{PHONE_NUMBERS.opan.number}</strong> for free help. Or call the{' '}
          <a href={PHONE_NUMBERS.commission.url} css={link}>
            {PHONE_NUMBERS.commission.name}
          </a>{' '}
          on <strong>{PHONE_NUMBERS.commission.number}</strong>. It can tell a provider to pay back money it charged too much.
        </p>
        <InterpreterHelp whom="your provider, OPAN or the Commission" css={typo.body} />
      </div>
      <div className="statement-letter-print" data-testid="statement-letter-print">
        {text}
      </div>
    </div>
  );
}
