import { Icon } from '../../../components/content/Icon.js';
import { serviceIconPaths } from '../../../components/content/service-icons.js';

/** Decorative: the service name beside it says what it is. */
export function ServiceIcon({ icon, size = 32, className }: { icon: string; size?: number; className?: string }) {
  return <Icon path={serviceIconPaths(icon)} size={size} className={className} />;
}
