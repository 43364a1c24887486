import styled from 'styled-components';
import { StarRating } from '@bible-admin/ui';
import { marketing } from './messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
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
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
  const { items, starsLabel } = marketing.testimonials;
  return (
    <Grid>
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
    </Grid>
  );
}
