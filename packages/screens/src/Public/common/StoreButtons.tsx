import styled from 'styled-components';
import { publicCopy } from '../../messages';
import type { PublicLinks } from './contact';
import { marketingMessages } from './messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: center;
`;

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: ${({ theme }) => theme.sizes.storeButton};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDeep};
  }
  svg {
    flex: none;
    inline-size: ${({ theme }) => theme.sizes.avatarSm};
    block-size: ${({ theme }) => theme.sizes.avatarSm};
  }
`;

const Words = styled.span`
  display: grid;
  text-align: start;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Above = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Drawn here (no downloaded artwork): an apple with a bite and a leaf, and a four-coloured play triangle.
function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5c-1.1-1.6-2.8-1.8-3.4-1.8c-1.4-.1-2.8.9-3.5.9c-.7 0-1.9-.8-3.1-.8c-1.6 0-3 .9-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3c.8 1.1 1.7 2.4 2.9 2.3c1.2 0 1.6-.7 3-.7c1.4 0 1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3c.9-1.3 1.3-2.6 1.3-2.6s-2.4-1-2.4-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3c-.9 0-2.1.6-2.7 1.4c-.6.7-1.1 1.8-1 2.9c1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#34a0f0" />
      <path d="M17.6 8.8L14.2 12L4 2.5c.3-.2.8-.2 1.2 0z" fill="#3bcf6e" />
      <path d="M17.6 15.2L5.2 21.5c-.4.2-.9.2-1.2 0L14.2 12z" fill="#f0483e" />
      <path d="M17.6 8.8l3 1.7c1 .6 1 2.4 0 3l-3 1.7L14.2 12z" fill="#ffc93c" />
    </svg>
  );
}

/** App Store and Google Play buttons, each where the settings say the app is listed (none: not shown). */
export function StoreButtons({ links }: { links: PublicLinks }) {
  const { appStore, googlePlay } = publicCopy(marketingMessages).stores;
  return (
    <Row>
      {links.app_store_url && (
        <Badge href={links.app_store_url}>
          <AppleGlyph />
          <Words>
            <Above>{appStore.above}</Above>
            <Name dir="ltr">{appStore.name}</Name>
          </Words>
        </Badge>
      )}
      {links.google_play_url && (
        <Badge href={links.google_play_url}>
          <PlayGlyph />
          <Words>
            <Above>{googlePlay.above}</Above>
            <Name dir="ltr">{googlePlay.name}</Name>
          </Words>
        </Badge>
      )}
    </Row>
  );
}
