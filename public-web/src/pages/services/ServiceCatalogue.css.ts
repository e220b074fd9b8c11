import { palette } from '@homeward/theme';

export default `
.hw-service-catalogue__count {
  display: inline-block;
  margin-top: 4px;
  padding: 4px 12px;
  border-radius: 999px;
  background: #e3ebf6;
  color: ${palette.primaryDark};
  font-weight: 700;
}
.hw-service-catalogue__cards { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 700px) { .hw-service-catalogue__cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1100px) { .hw-service-catalogue__cards { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.hw-service-catalogue__error { padding: 16px; border-radius: 8px; background: ${palette.goldBg}; }
`;
