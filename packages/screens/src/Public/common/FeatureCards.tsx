import styled from 'styled-components';
import { Icon } from '@bible-admin/ui';
import { marketing } from './messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const IconDisc = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.sizes.featureIcon};
  block-size: ${({ theme }) => theme.sizes.featureIcon};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.brand};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The app's four features: visual reading, study mode offline, daily inspiration, audio Bible. */
export function FeatureCards() {
  return (
    <Grid>
      {marketing.features.items.map((feature) => (
        <Card key={feature.title}>
          <IconDisc>
            <Icon name={feature.icon} size={28} />
          </IconDisc>
          <Title>{feature.title}</Title>
          <Text>{feature.text}</Text>
        </Card>
      ))}
    </Grid>
  );
}
