import { palette, typeScale, focusRingDeclarations } from '@homeward/theme';

export default `
.hw-brand {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  color: ${palette.primaryDark};
  text-decoration: none;
  border-radius: 6px;
}
.hw-brand:focus-visible { ${focusRingDeclarations} }
.hw-brand__tile { fill: ${palette.primary}; }
.hw-brand__heart { fill: ${palette.secondary}; }
/* One word that cannot wrap: past 200% text it stops growing at 13% of the screen's width, so "Homeward" always fits. */
.hw-brand__name { font-size: min(${typeScale.h3.fontSize}, 13vw); font-weight: 700; line-height: 1.1; display: block; }
.hw-brand__tag { font-size: ${typeScale.fine.fontSize}; color: ${palette.textSecondary}; display: block; line-height: 1.3; }
@media (max-width: 599.95px) { .hw-brand__tag { display: none; } }
`;
