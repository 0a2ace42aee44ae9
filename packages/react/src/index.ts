export {
  StoredeskProvider,
  useStoredesk,
  createStoredeskQueryClient,
  DEFAULT_QUERY_OPTIONS,
} from './provider.js';
export type { StoredeskProviderProps } from './provider.js';
export { adminKeys } from './keys.js';
export {
  adminSessionQueryOptions,
  adminStoreQueryOptions,
  retryUnlessClientError,
  useAdminDeleteSession,
  useAdminGetSession,
  useAdminLogin,
  useAdminStore,
} from './admin.js';
