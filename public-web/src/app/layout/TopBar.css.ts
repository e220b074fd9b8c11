import { palette, typeScale, focusOutline } from '@homeward/theme';

export default `
.hw-topbar { background: ${palette.paper}; border-bottom: 1px solid #d5dae1; }
.hw-topbar__row { display: flex; flex-wrap: wrap; align-items: center; column-gap: 12px; row-gap: 4px; min-height: 72px; padding-block: 8px; }
.hw-topbar__spacer { flex: 1; }
/* On narrow screens the text-size control gets a row of its own, under the brand and the Menu button. */
.hw-topbar__text-size { order: 3; }
@media (max-width: 599.95px) {
  .hw-topbar__text-size { order: 4; flex-basis: 100%; display: flex; justify-content: flex-end; padding-bottom: 4px; }
}
/* margin-left auto keeps the button on the right when large text makes it wrap under the brand. */
.hw-topbar__menu { order: 3; margin-left: auto; }
@media (min-width: 1200px) { .hw-topbar__menu { display: none; } }
/* The shortlist link sits before the Menu button; on a phone it goes to the text-size row, on its left, so the
   brand and the Menu button keep the first row. */
.hw-topbar__shortlist-slot { order: 3; }
@media (max-width: 599.95px) {
  .hw-topbar__shortlist-slot { order: 4; }
  .hw-topbar__shortlist-slot + .hw-topbar__text-size { flex: 1 1 auto; }
}
.hw-topbar__shortlist {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${palette.primary};
  border-radius: 8px;
  color: ${palette.primaryDark};
  font-size: ${typeScale.ui.fontSize};
  font-weight: 600;
  text-decoration: none;
}
.hw-topbar__shortlist:hover { background: #e8eef7; text-decoration: underline; }
.hw-topbar__shortlist[aria-current="page"] { background: ${palette.primary}; color: #ffffff; }
.hw-topbar__shortlist:focus-visible { ${focusOutline()} }
.hw-topbar__shortlist-count {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  padding: 0 6px;
  border-radius: 999px;
  background: ${palette.primary};
  color: #ffffff;
  font-size: 0.9em;
}
.hw-topbar__shortlist[aria-current="page"] .hw-topbar__shortlist-count { background: #ffffff; color: ${palette.primaryDark}; }
.hw-topbar__nav { background: ${palette.primary}; }
@media (max-width: 1199.95px) { .hw-topbar__nav { display: none; } }
.hw-topbar__links { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 6px 0; }
.hw-topbar__link {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 6px;
  color: #ffffff;
  font-size: ${typeScale.ui.fontSize};
  font-weight: 600;
  text-decoration: none;
}
.hw-topbar__link:hover { background: rgba(255,255,255,0.14); text-decoration: underline; }
.hw-topbar__link[aria-current="page"] { background: #ffffff; color: ${palette.primaryDark}; }
.hw-topbar__link:focus-visible { ${focusOutline()} }
`;
