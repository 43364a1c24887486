import styled from 'styled-components';
import { StarRating } from '@bible-admin/ui';
import { CardGrid, GridCard } from './CardGrid';
import { publicCopy } from '../../messages';
import { marketingMessages } from './messages';

const Card = styled(GridCard)`
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Person = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Three readers' words, each with five stars. */
export function Testimonials() {
  const { items, starsLabel } = publicCopy(marketingMessages).testimonials;
  return (
    <CardGrid $minColumn="16rem">
      {items.map((item) => (
        <Card key={item.name}>
          <StarRating value={5} labels={{ rated: () => starsLabel }} />
          <Quote>{item.quote}</Quote>
          <Person>
            <strong>{item.name}</strong>
            {item.role}
          </Person>
        </Card>
      ))}
    </CardGrid>
  );
}
