/** @jsxImportSource @emotion/react */
import { PROVIDER_LANGUAGES } from '@homeward/domain';
import { SelectField } from '../../../components/ui/fields.js';

export interface QuoteLanguageFieldProps {
  /** A directory language code, or '' for any language. */
  value: string;
  onChange(code: string): void;
}

/**
 * The directory's language filter for the plan quote (the same codes and words): one language
 * here, since a family asks for the one they speak; the quote answers only providers whose staff speak it.
 */
export function QuoteLanguageField({ value, onChange }: QuoteLanguageFieldProps) {
  return (
    <div css={{ maxWidth: '32rem', marginTop: 16 }}>
      <SelectField
        id="quote-language"
        name="languages"
        label="Staff who speak your language (optional)"
        hint="Only providers who told us their staff speak it are shown."
        value={value}
        onChange={onChange}
        empty="Any language"
        options={PROVIDER_LANGUAGES}
      />
    </div>
  );
}
