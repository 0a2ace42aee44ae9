/**
 * Query keys. The auth key is global (it decides which store we are in); store-scoped keys
 * will lead with the store id once there is more than one store per session.
 */
export const adminKeys = {
  all: ['admin'] as const,
  auth: () => [...adminKeys.all, 'auth'] as const,
  store: () => [...adminKeys.all, 'store'] as const,
};
