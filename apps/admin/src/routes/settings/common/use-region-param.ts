import type { Region } from '@storedesk/contract';
import { useAdminRegions } from '@storedesk/react';
import { useSearchParams } from 'react-router';

/** Every region of the store, for the pickers of the tax and shipping settings. */
export const REGIONS_QUERY = { limit: 200, order: 'name' } as const;

/**
 * The region the tax and shipping settings show: `?region=` in the URL, else the store's first
 * region by name. Choosing another keeps the rest of the URL.
 */
export function useRegionParam() {
  const [params, setParams] = useSearchParams();
  const regions = useAdminRegions(REGIONS_QUERY);
  const list: Region[] = regions.data?.regions ?? [];
  const wanted = params.get('region');
  const region = list.find((entry) => entry.id === wanted) ?? list[0];
  return {
    query: regions,
    regions: list,
    region,
    setRegion: (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('region', id);
          return next;
        },
        { replace: true },
      ),
  };
}

/** `?region=<id>` to keep the chosen region on links into child routes. */
export const regionSearch = (region: Region | undefined): string =>
  region ? `?region=${encodeURIComponent(region.id)}` : '';
