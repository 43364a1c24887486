import styled from 'styled-components';
import { Avatar } from '../Avatar';
import { FormattedDate, Ltr } from '../Formatted';
import { StatusPill, type StatusTone } from '../StatusPill';
import type { TableColumn } from './Table';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  /** ISO date: the table writes it in the provider's language. */
  joined: string;
  status: string;
  tone: StatusTone;
  plan: string;
  device: string;
}

export const users: UserRow[] = [
  {
    id: 'u1',
    name: 'Moshe Cohen',
    email: 'moshe@example.com',
    joined: '2025-07-03',
    status: 'Active',
    tone: 'green',
    plan: 'Premium',
    device: 'iOS',
  },
  {
    id: 'u2',
    name: 'Sarah Levi',
    email: 'sarah.levi@example.com',
    joined: '2025-06-28',
    status: 'Pending',
    tone: 'yellow',
    plan: 'Free',
    device: 'Android',
  },
  {
    id: 'u3',
    name: 'David Mizrahi',
    email: 'david.m@example.com',
    joined: '2025-05-14',
    status: 'Active',
    tone: 'green',
    plan: 'Yearly',
    device: 'iPad',
  },
  {
    id: 'u4',
    name: 'Ruth Peretz',
    email: 'ruth@example.com',
    joined: '2025-02-02',
    status: 'Blocked',
    tone: 'red',
    plan: 'Free',
    device: 'Tablet',
  },
];

export const hebrewUsers: UserRow[] = [
  {
    id: 'h1',
    name: 'משה כהן',
    email: 'moshe@example.com',
    joined: '2025-07-03',
    status: 'פעיל',
    tone: 'green',
    plan: 'פרימיום',
    device: 'iOS',
  },
  {
    id: 'h2',
    name: 'שרה לוי',
    email: 'sarah.levi@example.com',
    joined: '2025-06-28',
    status: 'ממתין',
    tone: 'yellow',
    plan: 'חינם',
    device: 'Android',
  },
  {
    id: 'h3',
    name: 'דוד מזרחי',
    email: 'david.m@example.com',
    joined: '2025-05-14',
    status: 'פעיל',
    tone: 'green',
    plan: 'שנתי',
    device: 'iPad',
  },
  {
    id: 'h4',
    name: 'רות פרץ',
    email: 'ruth@example.com',
    joined: '2025-02-02',
    status: 'חסום',
    tone: 'red',
    plan: 'חינם',
    device: 'Tablet',
  },
];

const FIRST = ['Moshe', 'Sarah', 'David', 'Ruth', 'Yosef', 'Miriam', 'Aharon', 'Leah'];
const LAST = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Azulay'];
const FIRST_HE = ['משה', 'שרה', 'דוד', 'רות', 'יוסף', 'מרים', 'אהרן', 'לאה'];
const LAST_HE = ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'פרידמן', 'אזולאי'];
const DEVICES = ['iOS', 'Android', 'iPad', 'Tablet'];

/** A fixed, generated list of users (no randomness: the pictures must not change). */
export function manyUsers(count: number, hebrew = false): UserRow[] {
  const [first, last] = hebrew ? [FIRST_HE, LAST_HE] : [FIRST, LAST];
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i + 1}`,
    name: `${first[i % first.length]} ${last[i % last.length]}`,
    email: `user${i + 1}@example.com`,
    joined: `2025-06-${String((i % 28) + 1).padStart(2, '0')}`,
    status: i % 5 === 0 ? (hebrew ? 'ממתין' : 'Pending') : hebrew ? 'פעיל' : 'Active',
    tone: i % 5 === 0 ? 'yellow' : 'green',
    plan: i % 3 === 0 ? (hebrew ? 'פרימיום' : 'Premium') : hebrew ? 'חינם' : 'Free',
    device: DEVICES[i % DEVICES.length] ?? 'iOS',
  }));
}

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface Headers {
  user: string;
  /** ISO date: the table writes it in the provider's language. */
  joined: string;
  email: string;
  status: string;
  plan: string;
  device: string;
}

/** The Users screen's columns, with the headers in either language. */
export function userColumns(h: Headers): TableColumn<UserRow>[] {
  return [
    {
      key: 'user',
      header: h.user,
      width: '30%',
      render: (user) => (
        <Person>
          <Avatar name={user.name} alt="" size="sm" />
          <Lines>
            {user.name}
            <Muted>
              {h.joined} <FormattedDate value={user.joined} />
            </Muted>
          </Lines>
        </Person>
      ),
    },
    { key: 'email', header: h.email, width: '28%', render: (user) => <Ltr>{user.email}</Ltr> },
    {
      key: 'status',
      header: h.status,
      render: (user) => <StatusPill tone={user.tone}>{user.status}</StatusPill>,
    },
    { key: 'plan', header: h.plan, render: (user) => user.plan },
    { key: 'device', header: h.device, render: (user) => <Ltr>{user.device}</Ltr> },
  ];
}

export const englishHeaders: Headers = {
  user: 'User',
  joined: 'Joined:',
  email: 'Email',
  status: 'Status',
  plan: 'Plan',
  device: 'Device',
};

export const hebrewHeaders: Headers = {
  user: 'משתמש',
  joined: 'הצטרף:',
  email: 'דוא״ל',
  status: 'סטטוס',
  plan: 'תוכנית',
  device: 'מכשיר',
};
