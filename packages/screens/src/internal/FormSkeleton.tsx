import styled, { useTheme } from 'styled-components';
import { Card, Skeleton } from '@bible-admin/ui';
import { Fields, Footer, Wide } from './FormLayout';
import { VisuallyHidden } from './VisuallyHidden';

/** A field's place in the form's grid: a column, both columns, or both columns and several lines (a text area). */
export type SkeletonField = 'half' | 'wide' | 'tall';

export interface SkeletonCard {
  title: string;
  fields: readonly SkeletonField[];
  /** A photo above the fields (the profile's). */
  photo?: boolean;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const FieldShape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

function FieldSkeleton({ tall }: { tall: boolean }) {
  const { sizes } = useTheme();
  return (
    <FieldShape>
      <Skeleton width="8em" height="1lh" />
      <Skeleton variant="rect" height={tall ? '6lh' : sizes.control} />
    </FieldShape>
  );
}

/**
 * A form page while its data loads: each card with its real title and the shapes of its fields and button, so
 * nothing moves when the form arrives. The loading words are announced, not shown.
 */
export function FormSkeleton({ cards, label }: { cards: readonly SkeletonCard[]; label: string }) {
  const { sizes } = useTheme();
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {cards.map(({ title, fields, photo }) => (
        <Card key={title} title={title} aria-busy>
          <Body>
            {photo ? <Skeleton variant="circle" width={sizes.avatarLg} /> : null}
            <Fields>
              {fields.map((field, i) =>
                field === 'half' ? (
                  <FieldSkeleton key={i} tall={false} />
                ) : (
                  <Wide key={i}>
                    <FieldSkeleton tall={field === 'tall'} />
                  </Wide>
                ),
              )}
            </Fields>
            <Footer>
              <Skeleton variant="rect" width="10em" height={sizes.control} />
            </Footer>
          </Body>
        </Card>
      ))}
    </Stack>
  );
}
