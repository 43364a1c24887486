import { resolveBase, type ApiBases, apiBases } from './config';

/** Fills `{name}` placeholders of a contract path, each value URL-encoded. */
export function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: empty values are left out, so `?search=` never reaches the server. */
export function queryString(query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** The address a call goes to: the contract path filled, mapped onto the configured base, with its query. */
export function callUrl(path: string, params?: object, query?: object, bases: ApiBases = apiBases): string {
  return resolveBase(fillPath(path, params), bases) + queryString(query);
}
