import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Build from '@mui/icons-material/Build';
import CleaningServices from '@mui/icons-material/CleaningServices';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import MedicalServices from '@mui/icons-material/MedicalServices';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Restaurant from '@mui/icons-material/Restaurant';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Schedule from '@mui/icons-material/Schedule';
import Shower from '@mui/icons-material/Shower';

// The spec's service icon names (SERVICE_ICONS) drawn with Material icons; anything else is a heart.
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  'user-nurse': MedicalServices,
  walking: DirectionsWalk,
  'apple-alt': RestaurantMenu,
  'clipboard-check': AssignmentTurnedIn,
  shower: Shower,
  users: Groups,
  'heart-pulse': MonitorHeart,
  clock: Schedule,
  car: DirectionsCar,
  broom: CleaningServices,
  tools: Build,
  utensils: Restaurant,
};

/** Decorative: the service name beside it says what it is. */
export function ServiceIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon] ?? Favorite;
  return <Icon aria-hidden focusable={false} {...props} />;
}
