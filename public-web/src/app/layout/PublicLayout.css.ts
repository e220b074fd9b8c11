import { palette, typeScale } from '@homeward/theme';

export default `
.hw-skip-link {
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 2000;
  padding: 12px 20px;
  border-radius: 8px;
  background: ${palette.focus};
  color: ${palette.text};
  font-weight: 700;
  font-size: ${typeScale.body.fontSize};
  text-decoration: underline;
}
.hw-skip-link:focus { top: 8px; outline: 3px solid ${palette.text}; }
.hw-layout { display: flex; flex-direction: column; min-height: 100vh; }
.hw-layout__content { flex: 1; }
.hw-layout__loading { padding: 48px 16px; text-align: center; font-size: ${typeScale.body.fontSize}; }
`;
