import { useEffect, useState } from 'react';

/** Something an <img> can show: the URL of a stored image, or an object URL (revoked later) of a chosen file. */
export function useImageSrc(value: File | string | null): string | null {
  const file = value instanceof File ? value : null;
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setFileUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return typeof value === 'string' ? value : fileUrl;
}
