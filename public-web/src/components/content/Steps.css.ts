import { palette, typeScale } from '@homeward/theme';

export default `
.hw-steps { list-style: none; margin: 0 0 24px; padding: 0; counter-reset: step; max-width: 75ch; }
.hw-steps__item { position: relative; padding: 0 0 24px 64px; counter-increment: step; }
.hw-steps__item::before {
  content: counter(step);
  position: absolute;
  left: 0;
  top: 0;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${palette.primary};
  color: #ffffff;
  font-weight: 700;
  font-size: ${typeScale.h4.fontSize};
  display: flex;
  align-items: center;
  justify-content: center;
}
.hw-steps__item:not(:last-child)::after { content: ""; position: absolute; left: 21px; top: 50px; bottom: 6px; width: 2px; background: #b7c6dc; }
.hw-steps__item p { margin: 0 0 8px; }
.hw-steps__title { padding-top: 8px; }
.hw-steps__meta {
  display: inline-block;
  margin: 0 0 8px;
  padding: 2px 10px;
  border-radius: 6px;
  background: #e6f2e9;
  color: ${palette.secondary};
  font-weight: 700;
  font-size: ${typeScale.small.fontSize};
}
`;
