import { palette, typeScale } from '@homeward/theme';

export default `
.hw-service-card {
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border-radius: 12px;
  background: ${palette.paper};
  border: 1px solid #cfd6df;
}
.hw-service-card__top { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.hw-service-card__icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 10px;
  background: #e3ebf6;
  color: ${palette.primary};
}
.hw-service-card__badge { padding: 2px 10px; border-radius: 999px; font-size: ${typeScale.caption.fontSize}; font-weight: 700; background: #eef0f3; color: ${palette.text}; }
.hw-service-card__name { margin: 0; font-size: ${typeScale.h4.fontSize}; font-weight: 700; }
.hw-service-card__description { margin: 0; }
.hw-service-card__facts { margin-top: auto; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: baseline; }
.hw-service-card__facts dt { font-size: ${typeScale.small.fontSize}; color: ${palette.textSecondary}; }
.hw-service-card__facts dd { margin: 0; font-weight: 700; }
.hw-service-card__pair { display: flex; flex-direction: column; }
.hw-service-card__free { color: ${palette.success}; }
`;
