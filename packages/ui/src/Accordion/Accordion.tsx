import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several sections open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Ids of the sections open at first. */
  defaultExpanded?: readonly string[];
  /** Level of the heading around each button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const List = styled.div`
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const Section = styled.div`
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  font-weight: inherit;
  text-align: start;
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.durations.normal};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding-block-end: ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: start;
`;

/** Questions and answers (FAQ): each heading is a button that shows or hides its region. */
export function Accordion({
  items,
  multiple = false,
  defaultExpanded = [],
  headingLevel = 3,
}: AccordionProps) {
  const [expanded, setExpanded] = useState<readonly string[]>(defaultExpanded);
  const baseId = useId();
  const toggle = (id: string) =>
    setExpanded((open) => {
      if (open.includes(id)) return open.filter((other) => other !== id);
      return multiple ? [...open, id] : [id];
    });
  return (
    <List>
      {items.map((item) => {
        const isOpen = expanded.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Section key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <Icon name="chevronDown" />
              </Toggle>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Section>
        );
      })}
    </List>
  );
}
