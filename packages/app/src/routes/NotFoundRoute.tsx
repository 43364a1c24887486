import { useEffect, useState } from 'react';
import { NotFound } from '@bible-admin/screens';
import { usePageLocale } from '../usePageLocale';

/** The spec's 404: 'Loading...' for one second, then the page. */
export const NOT_FOUND_DELAY_MS = 1000;

export function NotFoundRoute() {
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [locale, setLocale] = usePageLocale();
  useEffect(() => {
    const timer = setTimeout(() => setStatus('ready'), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <NotFound status={status} locale={locale} onLocaleChange={setLocale} />;
}
