import { focusOutline, palette, typeScale } from '@homeward/theme';
import { TOAST_LIFT_VARIABLE, Z_INDEX } from '../layers.js';

export default `
.hw-toast-region {
  position: fixed;
  z-index: ${Z_INDEX.toast};
  /* Lifted above an open dialog's buttons (Dialog.tsx, liftToastsAbove). */
  bottom: var(${TOAST_LIFT_VARIABLE}, 0px);
  right: 0;
  width: 100%;
  max-width: 440px;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  outline: none;
}
.hw-toast-region:focus-visible { ${focusOutline(-3)} }
@media print { .hw-toast-region { display: none; } }
.hw-toast {
  pointer-events: auto;
  touch-action: pan-y;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 16px 12px 16px 20px;
  border-radius: 8px;
  background: ${palette.paper};
  color: ${palette.text};
  border: 2px solid ${palette.primary};
  box-shadow: 0 6px 24px rgba(0,0,0,0.22);
  transition: transform 150ms ease-out, opacity 150ms ease-out;
}
@media (prefers-reduced-motion: reduce) { .hw-toast { transition: none; } }
.hw-toast--destructive { background: ${palette.error}; color: #ffffff; border-color: ${palette.error}; }
.hw-toast__text { flex: 1; min-width: 0; }
.hw-toast__title { margin: 0; font-weight: 700; font-size: ${typeScale.body.fontSize}; line-height: 1.4; }
.hw-toast__description { margin: 4px 0 0; font-size: ${typeScale.ui.fontSize}; line-height: 1.5; }
.hw-toast__close {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.hw-toast__close:hover { background: rgba(0,0,0,0.08); }
.hw-toast__close:focus-visible { ${focusOutline(0)} }
`;
