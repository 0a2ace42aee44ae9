import type { RouteObject } from 'react-router';
import { comingSoonAreas } from '@/shell/areas';

/** Every area without a screen yet answers with the one 'coming soon' screen, naming it. */
export const comingSoonRoutes: RouteObject[] = comingSoonAreas().map((area) => ({
  path: area.path,
  handle: { area: area.id },
  lazy: () => import('./area-coming-soon'),
}));
