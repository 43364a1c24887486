import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps {
  /** When given, the card is a section named by this heading. */
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  /** Controls at the end of the header, e.g. a 'View All' link or a menu. */
  actions?: ReactNode;
  children?: ReactNode;
  'aria-busy'?: boolean;
}

const Surface = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

/** A surface that groups content, with an optional title and actions. */
export function Card({ title, titleAs = 'h2', actions, children, 'aria-busy': busy }: CardProps) {
  const titleId = useId();
  // Without a title the card is only a visual surface, not a landmark.
  return (
    <Surface
      as={title ? 'section' : 'div'}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={busy || undefined}
    >
      {(title || actions) && (
        <Header>
          {title && (
            <Title as={titleAs} id={titleId}>
              {title}
            </Title>
          )}
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Surface>
  );
}
