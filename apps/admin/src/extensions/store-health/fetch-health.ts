import { HealthRes } from '@storedesk/contract';

/**
 * `GET /health` on this origin with a plain fetch (it is not an admin API call). A 503 still
 * carries the body saying which part is down, so any parsable answer counts.
 */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthRes> {
  const response = await fetch('/health', { signal, headers: { accept: 'application/json' } });
  const parsed = HealthRes.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`Health check answered ${response.status}`);
  return parsed.data;
}
