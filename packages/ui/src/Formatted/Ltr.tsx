import type { ReactNode } from 'react';

export interface LtrProps {
  children: ReactNode;
}

/**
 * Text that must read left to right whatever surrounds it: numbers, amounts, e-mails, phone numbers,
 * URLs, codes. An isolate, so it neither reverses inside Hebrew nor drags its neighbours along.
 */
export function Ltr({ children }: LtrProps) {
  return <bdi dir="ltr">{children}</bdi>;
}
