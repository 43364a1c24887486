import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { useDirection } from '../direction';
import { Icon, type IconName } from '../Icon';
import { Skeleton } from '../Skeleton';

export interface StatCardProps {
  label: ReactNode;
  /**
   * The figure, already formatted (e.g. '1,024', or `<AmountsByCurrency>` for money). It sits in an isolate
   * of the page's direction, so it starts under the label; a figure with letters ('$1.00 USD') brings its
   * own left-to-right isolate, as `<AmountsByCurrency>` and `<Ltr>` do.
   */
  value: ReactNode;
  icon?: IconName;
  /** Shows a skeleton in place of the value. */
  loading?: boolean;
}

/*
 * The icon leads and the text follows it, so the two stay side by side at any width: a wide card leaves its
 * spare room after the text instead of between the value and the icon. A card too narrow for both (a row of
 * four) puts the icon above the text, so the value keeps the card's whole width.
 */
const Body = styled.div`
  container-type: inline-size;
`;

const Layout = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @container (max-width: ${({ theme }) => theme.sizes.statCompact}) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  container-type: inline-size;
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* A figure too long for the card breaks rather than running out of it. */
  overflow-wrap: break-word;
  /* In a narrow card (a phone, a row of four) the figure steps down a size so an amount and its code fit. */
  @container (max-width: ${({ theme }) => theme.sizes.statCompact}) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const IconCircle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.statIcon};
  block-size: ${({ theme }) => theme.sizes.statIcon};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A dashboard figure: an icon, a label and a value. */
export function StatCard({ label, value, icon, loading = false }: StatCardProps) {
  const { direction } = useDirection();
  return (
    <Card aria-busy={loading}>
      <Body>
        <Layout>
          {icon && (
            <IconCircle>
              <Icon name={icon} size={24} />
            </IconCircle>
          )}
          <Text>
            <Label>{label}</Label>
            <Value>
              {/* One line of the value's type, about as wide as a short figure: the card does not jump. */}
              {/*
               * Isolated in the page's direction, not guessed from the figure's first letter: several
               * figures that wrap start under the label, at the right in a right-to-left page.
               */}
              {loading ? <Skeleton width="5em" height="1lh" /> : <bdi dir={direction}>{value}</bdi>}
            </Value>
          </Text>
        </Layout>
      </Body>
    </Card>
  );
}
