import styled from 'styled-components';

/**
 * The frame of the pages an admin sees signed out (the sign-in, a forgotten or new password, an invitation): a
 * card centred on the page. `Admin/common/SignInCard` assembles it; the invitation's page lays it out itself.
 */

// A column: the language switch's row (if any) on top, the card centred in the height left.
export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.background};
`;

export const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-self: stretch;
`;

export const Panel = styled.div`
  margin-block: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.modalNarrow};
  padding: ${({ theme }) => theme.space.xxl};
  box-sizing: border-box;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Heading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

export const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.statIcon};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
