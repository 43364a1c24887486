import styled from 'styled-components';
import type { Plan } from '@bible-admin/contract';
import { Amount, Card, FeatureChecklist, Menu, StatusPill } from '@bible-admin/ui';
import type { PlansMessages } from './messages';

export interface PlanCardProps {
  plan: Plan;
  /** The prices' currency (a plan has none of its own). */
  currency: string;
  words: PlansMessages;
  /** Its menu (Edit, Toggle Status, Delete); none for a role that may not change plans. */
  actions?: {
    onEdit: (plan: Plan) => void;
    onToggleStatus: (plan: Plan) => void;
    onDelete: (plan: Plan) => void;
  };
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  /* The menu's trigger is a full control; the pill sits centred beside it without growing the row. */
  margin-block: calc(-1 * ${({ theme }) => theme.space.sm});
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figure = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Features = styled.div`
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const statusTone = { active: 'green', inactive: 'neutral' } as const;

/** One plan: status, actions, name, '$price per duration' and its features (or the spec's two placeholders). */
export function PlanCard({ plan, currency, words, actions }: PlanCardProps) {
  const status = plan.plan_status ?? plan.status;
  const features =
    Object.keys(plan.features).length > 0
      ? plan.features
      : { [words.placeholderIncluded]: true, [words.placeholderExcluded]: false };
  return (
    <Card>
      <Top>
        <StatusPill tone={statusTone[status]}>{words.statuses[status]}</StatusPill>
        {actions && (
          <Menu
            labels={{ actions: words.actionsFor(plan.name) }}
            items={[
              { label: words.edit, icon: 'edit', onSelect: () => actions.onEdit(plan) },
              { label: words.toggleStatus, icon: 'refresh', onSelect: () => actions.onToggleStatus(plan) },
              { label: words.delete, icon: 'trash', danger: true, onSelect: () => actions.onDelete(plan) },
            ]}
          />
        )}
      </Top>
      <Name>
        <bdi>{plan.name}</bdi>
      </Name>
      <Price>
        <Figure>
          <Amount amount={plan.price} currency={currency} />
        </Figure>
        {/* A plan without a duration is for life: the spec's 'Unlimited'. */}
        <span>{words.period[plan.duration ?? 'unlimited']}</span>
      </Price>
      <Features>
        <FeatureChecklist value={features} label={words.featuresOf(plan.name)} />
      </Features>
    </Card>
  );
}
