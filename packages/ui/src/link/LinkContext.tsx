import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/** A plain anchor: what screens render when no router is injected (Storybook, tests). */
const PlainLink = forwardRef<HTMLAnchorElement, LinkProps>(function PlainLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

const LinkContext = createContext<ComponentType<LinkProps>>(PlainLink);

/** The app injects its router's link here, so screens never import a router. */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkProps>;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * The injected link, unstyled: the base of the themed Link and of NavItem, and of anything else that
 * navigates but looks like something else (a card, a button-shaped call to action).
 */
export const RoutedLink = forwardRef<HTMLAnchorElement, LinkProps>(function RoutedLink(props, ref) {
  const Component = useContext(LinkContext) as ComponentType<LinkProps & { ref?: unknown }>;
  return <Component ref={ref} {...props} />;
});
