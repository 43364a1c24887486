import { useState } from 'react';
import { Button } from '@bible-admin/ui';

/** Copy: hands the text to the app (which writes the clipboard), then says Copied until the next click elsewhere. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  name,
  onCopy,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  /** The accessible name when the visible label alone does not say what is copied. */
  name?: string;
  onCopy: (text: string) => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={name && !copied ? name : undefined}
      onClick={() => {
        onCopy(text);
        setCopied(true);
      }}
      onBlur={() => setCopied(false)}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
