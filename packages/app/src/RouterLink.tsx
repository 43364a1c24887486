import { forwardRef } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import type { LinkProps } from '@bible-admin/ui';

/** The router's link, injected into screens through the ui link context. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <RouterDomLink ref={ref} {...props} />;
});
