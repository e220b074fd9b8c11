import { apple, broom, car, clock, heart, meal, nurse, people, pulse, shower, tools, walk } from './icons.js';
import { clipboardCheck } from './tool-icons.js';
import type { IconPaths } from './Icon.js';

/** The spec's service icon names (SERVICE_ICONS) as inline icon paths; anything else is a heart. */
const SERVICE_ICONS: Record<string, IconPaths> = {
  'user-nurse': nurse,
  walking: walk,
  'apple-alt': apple,
  'clipboard-check': clipboardCheck,
  shower,
  users: people,
  'heart-pulse': pulse,
  clock,
  car,
  broom,
  tools,
  utensils: meal,
};

export function serviceIconPaths(icon: string): IconPaths {
  return SERVICE_ICONS[icon] ?? heart;
}
