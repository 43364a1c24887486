/**
 * Where the API lives, from build-time settings. The contract's paths start with `/api` (admin) or
 * `/api/app` (the end user's auth base); a deployment may serve either somewhere else.
 */
export interface ApiBases {
  api: string;
  appApi: string;
}

const trimEnd = (base: string) => base.replace(/\/+$/, '');

export const apiBases: ApiBases = {
  api: trimEnd(import.meta.env.VITE_API_BASE ?? '/api'),
  appApi: trimEnd(import.meta.env.VITE_APP_API_BASE ?? '/api/app'),
};

/** Maps a contract path (`/api/...` or `/api/app/...`) onto the configured bases. */
export function resolveBase(path: string, bases: ApiBases = apiBases): string {
  if (path === '/api/app' || path.startsWith('/api/app/'))
    return bases.appApi + path.slice('/api/app'.length);
  if (path === '/api' || path.startsWith('/api/')) return bases.api + path.slice('/api'.length);
  return path;
}
