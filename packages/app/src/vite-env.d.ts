/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the contract's `/api` paths are served (default `/api`). */
  readonly VITE_API_BASE?: string;
  /** Where the end user's auth base `/api/app` is served (default `/api/app`). */
  readonly VITE_APP_API_BASE?: string;
}
