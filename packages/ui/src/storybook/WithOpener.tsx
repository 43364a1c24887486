import { useState, type ReactNode } from 'react';
import { Button } from '../Button';

/** Stories only: a button that opens an overlay, to show that closing gives focus back to it. */
export function WithOpener({
  openLabel,
  onClose,
  children,
}: {
  openLabel: string;
  onClose: () => void;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      {children(open, () => {
        setOpen(false);
        onClose();
      })}
    </>
  );
}
