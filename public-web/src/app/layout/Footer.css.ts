import { typeScale, focusOutline } from '@homeward/theme';

export default `
.hw-footer { margin-top: 48px; background: #14263f; color: #ffffff; padding-block: 40px 24px; }
.hw-footer__grid { display: grid; gap: 32px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.hw-footer__grid > .hw-footer__wide { grid-column: 1 / -1; }
@media (min-width: 900px) {
  .hw-footer__grid { grid-template-columns: 1.4fr 1fr 1fr 1.3fr; }
  .hw-footer__grid > .hw-footer__wide { grid-column: auto; }
}
.hw-footer__heading { margin: 0 0 12px; font-size: ${typeScale.body.fontSize}; font-weight: 700; }
.hw-footer__brand { display: flex; align-items: center; gap: 10px; margin: 0 0 12px; font-size: ${typeScale.h3.fontSize}; font-weight: 700; }
.hw-footer__text { margin: 0 0 8px; line-height: 1.6; color: #e6ebf2; }
.hw-footer__list { list-style: none; margin: 0; padding: 0; }
.hw-footer__link {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: #ffffff;
  text-decoration: underline;
  text-underline-offset: 3px;
  font-size: ${typeScale.ui.fontSize};
  overflow-wrap: anywhere;
}
.hw-footer__link:hover { text-decoration-thickness: 3px; }
.hw-footer__link:focus-visible { ${focusOutline()} }
.hw-footer__disclaimer {
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid #3a5272;
  color: #e6ebf2;
  font-size: ${typeScale.small.fontSize};
  line-height: 1.6;
}
.hw-footer__disclaimer p { margin: 0 0 8px; }
`;
