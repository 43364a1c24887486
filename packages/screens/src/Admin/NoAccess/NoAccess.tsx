import styled from 'styled-components';
import type { AdminRole } from '@bible-admin/contract/plain';
import { EmptyState, Link } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { roleNames } from '../../words/roles';
import { noAccessMessages } from './messages';

export interface NoAccessProps {
  /** The signed-in admin's role, named on the page. */
  role: AdminRole;
  /** Where the way out leads: the first page the role may see. */
  homePath: string;
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** A page the admin's role may not see, reached by its address: says so, names the role, and leads home. */
export function NoAccess({ role, homePath }: NoAccessProps) {
  const words = useScreenMessages(noAccessMessages);
  const roleName = useScreenMessages(roleNames)[role];
  return (
    <section aria-labelledby="no-access-title">
      <Title id="no-access-title">{words.title}</Title>
      <EmptyState
        icon="warning"
        title={words.explanation(roleName)}
        action={<Link to={homePath}>{words.home}</Link>}
      />
    </section>
  );
}
