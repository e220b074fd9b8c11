import { useEffect, useState } from 'react';
import { applyTextSize, readTextSize, TEXT_SIZES, type TextSizeId } from './text-size.js';

// Fixed pixel sizes, so the control itself does not grow when the text does.
const glyphPx = [16, 20, 24];

/** Three text sizes, remembered in localStorage; /text-size.js applies the saved one before first paint. */
export function TextSizeControl() {
  // 'standard' on the server and during hydration; the real value is read once hydrated.
  const [size, setSize] = useState<TextSizeId>('standard');
  useEffect(() => setSize(readTextSize()), []);

  const choose = (id: TextSizeId) => {
    applyTextSize(id);
    setSize(id);
  };

  return (
    <div className="hw-text-size">
      <span id="text-size-label" className="hw-text-size__label">
        Text size
      </span>
      <div role="group" aria-labelledby="text-size-label" className="hw-text-size__group">
        {TEXT_SIZES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className="hw-text-size__button"
            style={{ fontSize: glyphPx[i] }}
            aria-pressed={size === s.id}
            aria-label={s.label}
            title={s.label}
            onClick={() => choose(s.id)}
          >
            {s.short}
          </button>
        ))}
      </div>
    </div>
  );
}
