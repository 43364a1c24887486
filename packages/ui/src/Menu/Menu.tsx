import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useArrowNavigation, useDismiss } from '../hooks';
import { useMessages } from '../i18n';
import { Icon, type IconName } from '../Icon';
import { Link } from '../link';
import { menuMessages, type MenuMessages } from './messages';

export interface MenuItem {
  label: string;
  icon?: IconName;
  /** A link item (rendered with the injected Link); otherwise an action calling `onSelect`. */
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
  /** One of a set of choices (a menuitemradio, e.g. a language): whether it is the current one. */
  checked?: boolean;
  /** The label's language when it is not the interface's (a language's own name): no translation then. */
  lang?: string;
  /** Starts a group: a line above the item. */
  separated?: boolean;
}

export interface MenuProps {
  items: readonly MenuItem[];
  /** Visible trigger content (e.g. avatar and name). Default: a three-dot icon named by `labels.actions`. */
  trigger?: ReactNode;
  /** Overrides the built-in words, e.g. `{ actions: 'Plan actions' }` to name the menu and its trigger. */
  labels?: Partial<MenuMessages>;
  /** Start open (stories); focus stays where it is. */
  defaultOpen?: boolean;
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button<{ $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.control};
  min-inline-size: ${({ theme }) => theme.sizes.control};
  justify-content: center;
  padding-inline: ${({ theme, $iconOnly }) => ($iconOnly ? theme.space.none : theme.space.sm)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

// Anchored to the trigger's inline-end edge, so it opens towards the inline start (leftwards in LTR,
// rightwards in RTL) and stays inside a card whose end holds the trigger.
const List = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: ${({ theme }) => theme.sizes.menu};
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: 0;
  list-style: none;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemStyle = css<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: none;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.error : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* The ring inside the item, so the list's edge does not cut it. */
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;
const Separated = styled.li`
  margin-block-start: ${({ theme }) => theme.space.xs};
  padding-block-start: ${({ theme }) => theme.space.xs};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;
/** A choice's tick, or its empty place, in the icons' column. */
const Tick = styled.span`
  display: inline-flex;
  inline-size: ${({ theme }) => theme.sizes.icon};
`;
const ActionItem = styled.button<{ $danger: boolean }>`
  ${itemStyle}
`;
const LinkItem = styled(Link)<{ $danger: boolean }>`
  ${itemStyle}
`;

// Actions, links and choices (menuitemradio) alike.
const ITEM = '[role^="menuitem"]';

/** A menu button: click, Enter, Space or ArrowDown opens it; arrows, Home and End move; Escape closes. */
export function Menu({ items, trigger, defaultOpen = false, labels }: MenuProps) {
  const { actions: label } = useMessages(menuMessages, labels);
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Which item takes focus once the list is on screen (null: leave focus alone).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  const menuItems = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
  const openWith = (target: 'first' | 'last') => {
    focusOnOpen.current = target;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = menuItems();
    (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);
  useDismiss({ enabled: open, onDismiss: () => close(true), inside: [triggerRef, listRef] });

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const moveFocus = useArrowNavigation({ orientation: 'vertical', itemSelector: ITEM });
  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    moveFocus(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a menu item, links included (a link only answers Enter by itself).
      event.preventDefault();
      document.activeElement.click();
    }
  };

  return (
    <Root>
      <Trigger
        ref={triggerRef}
        type="button"
        $iconOnly={!trigger}
        aria-label={trigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger ?? <Icon name="dots" />}
      </Trigger>
      {open && (
        <List ref={listRef} id={menuId} role="menu" aria-label={label} onKeyDown={onListKeyDown}>
          {items.map((item) => {
            const content = (
              <>
                {item.checked !== undefined ? (
                  <Tick>{item.checked && <Icon name="check" />}</Tick>
                ) : (
                  item.icon && <Icon name={item.icon} />
                )}
                {item.label}
              </>
            );
            const Item = item.separated ? Separated : 'li';
            // A label in another language (a language's own name) is marked with it, and not for translation.
            const language = item.lang ? { lang: item.lang, translate: 'no' as const } : {};
            return (
              <Item key={item.label} role="none">
                {item.to !== undefined ? (
                  <LinkItem
                    to={item.to}
                    role="menuitem"
                    tabIndex={-1}
                    $danger={!!item.danger}
                    {...language}
                    onClick={() => close(false)}
                  >
                    {content}
                  </LinkItem>
                ) : (
                  <ActionItem
                    type="button"
                    role={item.checked !== undefined ? 'menuitemradio' : 'menuitem'}
                    aria-checked={item.checked}
                    tabIndex={-1}
                    $danger={!!item.danger}
                    {...language}
                    onClick={() => {
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {content}
                  </ActionItem>
                )}
              </Item>
            );
          })}
        </List>
      )}
    </Root>
  );
}
