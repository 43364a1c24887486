export { PublicLayout, NAV_SOLID_AFTER_PX } from './PublicLayout';
export type { PublicLayoutProps } from './PublicLayout';
export { NavBar } from './NavBar';
export type { NavBarProps } from './NavBar';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
