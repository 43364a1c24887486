import { useEffect, useState } from 'react';
import { NotFound, notFoundMeta } from '@bible-admin/screens';
import { usePageHead } from '../head/PageHead';
import { usePageLocale } from '../usePageLocale';

/** The spec's 404: 'Loading...' for one second, then the page. */
export const NOT_FOUND_DELAY_MS = 1000;

export function NotFoundRoute() {
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [locale, setLocale] = usePageLocale();
  usePageHead(notFoundMeta(locale));
  useEffect(() => {
    const timer = setTimeout(() => setStatus('ready'), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <NotFound status={status} locale={locale} onLocaleChange={setLocale} />;
}
