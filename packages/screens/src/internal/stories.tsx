import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

/** Stories only: a phone-wide frame (375 px); the screens lay themselves out by their container's width. */
const PhoneFrame = styled.div`
  inline-size: 375px;
  border-inline-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

export const phoneWidth: Decorator = (Story) => (
  <PhoneFrame data-testid="phone-frame">
    <Story />
  </PhoneFrame>
);
