import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDirection } from '../direction';

/** Renders into document.body, keeping the surrounding direction (a portal leaves the `dir` wrapper behind). */
export function Portal({ children }: { children: ReactNode }) {
  const { direction, locale } = useDirection();
  return createPortal(
    <div dir={direction} lang={locale}>
      {children}
    </div>,
    document.body,
  );
}
