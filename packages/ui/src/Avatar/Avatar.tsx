import { useState } from 'react';
import styled from 'styled-components';
import { initials } from '../format';
import { useMessages } from '../i18n';
import { avatarColors } from '../theme';
import { avatarMessages, type AvatarMessages } from './messages';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  name: string;
  /** Picture URL; without one, or when it fails to load, the initials of `name` show instead. */
  src?: string | null;
  /** Accessible text; defaults to the name. Pass '' when the name is already shown beside the avatar. */
  alt?: string;
  size?: AvatarSize;
  /** Overrides the built-in words (English or Hebrew from the provider). */
  labels?: Partial<AvatarMessages>;
}

/** The same name always gets the same background. */
function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return avatarColors[hash % avatarColors.length] ?? avatarColors[0];
}

const Circle = styled.span<{ $size: AvatarSize; $background: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  inline-size: ${({ theme, $size }) => ({ sm: theme.sizes.avatarSm, md: theme.sizes.avatarMd, lg: theme.sizes.avatarLg })[$size]};
  block-size: ${({ theme, $size }) => ({ sm: theme.sizes.avatarSm, md: theme.sizes.avatarMd, lg: theme.sizes.avatarLg })[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $background }) => $background};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme, $size }) => ({ sm: theme.fontSizes.xs, md: theme.fontSizes.sm, lg: theme.fontSizes.xxl })[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  user-select: none;
`;

const Image = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export function Avatar({ name, src, alt: altProp, size = 'md', labels }: AvatarProps) {
  const { unnamed } = useMessages(avatarMessages, labels);
  const alt = altProp ?? (name.trim() || unnamed);
  // Remembering which URL failed (not just "failed") lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  // The initials stand for the picture: announced as an image with the same text, or hidden when decorative.
  const fallback = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    // A person's picture or initials are data: a translating browser leaves them alone.
    <Circle translate="no" $size={size} $background={colorOf(name)} {...(showImage ? {} : fallback)}>
      {showImage ? (
        <Image src={src ?? undefined} alt={alt} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        initials(name)
      )}
    </Circle>
  );
}
