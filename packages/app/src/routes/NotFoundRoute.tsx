import { useEffect, useState } from 'react';
import { NotFound } from '@bible-admin/screens';

/** The spec's 404: 'Loading...' for one second, then the page. */
export const NOT_FOUND_DELAY_MS = 1000;

export function NotFoundRoute() {
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setStatus('ready'), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <NotFound status={status} />;
}
