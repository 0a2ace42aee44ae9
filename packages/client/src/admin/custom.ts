import type { CallOptions, HttpClient } from '../http.js';

/** `/admin/` + the path without its leading slashes. */
function adminPath(custom: string): string {
  return `/admin/${custom.replace(/^\/+/, '')}`;
}

/** Calls to custom admin routes (plugins): the path is relative to `/admin`. */
export function adminCustom(http: HttpClient) {
  return {
    get: <Res = unknown>(customPath: string, query?: object, options?: CallOptions) =>
      http.get<Res>(adminPath(customPath), query, options),
    post: <Res = unknown>(customPath: string, body?: unknown, options?: CallOptions) =>
      http.post<Res>(adminPath(customPath), body, options),
    delete: <Res = unknown>(customPath: string, options?: CallOptions) =>
      http.delete<Res>(adminPath(customPath), undefined, options),
  };
}
export type AdminCustomResource = ReturnType<typeof adminCustom>;
