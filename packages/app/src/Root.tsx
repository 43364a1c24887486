import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider, UIProvider } from '@bible-admin/ui';
import type { PageMeta } from '@bible-admin/screens';
import { isApiError } from './api/errors';
import { PageLocaleContext } from './head/PageHead';
import { RouterLink } from './RouterLink';
import { isAdminPath } from './paths';

/** Refused reads are not retried (a 404 stays a 404); an unreachable server is, a few times. */
const swrConfig = {
  revalidateOnFocus: false,
  errorRetryCount: 3,
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.kind !== 'http',
};

/**
 * Everything every page shares: the UI provider (its locale follows the page), links through the router and
 * the SWR cache. The first paint takes its language from the address. Toasts are the admin's and the
 * login's (their routes hold the provider: the public site shows none), and the session needs no provider
 * (`session/useSession.ts`).
 */
export function Root() {
  const { pathname } = useLocation();
  const [locale, setLocale] = useState<PageMeta['lang']>(() => (isAdminPath(pathname) ? 'en' : 'he'));
  return (
    <PageLocaleContext.Provider value={setLocale}>
      <UIProvider locale={locale}>
        <LinkProvider component={RouterLink}>
          <SWRConfig value={swrConfig}>
            <Outlet />
          </SWRConfig>
        </LinkProvider>
      </UIProvider>
    </PageLocaleContext.Provider>
  );
}
