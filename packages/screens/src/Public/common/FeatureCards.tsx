import styled from 'styled-components';
import { Icon } from '@bible-admin/ui';
import { CardGrid, GridCard } from './CardGrid';
import { publicCopy } from '../../messages';
import { marketingMessages } from './messages';

const Card = styled(GridCard)`
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
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
  const marketing = publicCopy(marketingMessages);
  return (
    <CardGrid $minColumn="13rem">
      {marketing.features.items.map((feature) => (
        <Card key={feature.title}>
          <IconDisc>
            <Icon name={feature.icon} size={28} />
          </IconDisc>
          <Title>{feature.title}</Title>
          <Text>{feature.text}</Text>
        </Card>
      ))}
    </CardGrid>
  );
}
