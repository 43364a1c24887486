export * from './theme';
export * from './direction';
export * from './link';
export { UIProvider } from './UIProvider';
export type { UIProviderProps } from './UIProvider';
export * from './storybook';
export * from './Icon';
export * from './Spinner';
export * from './Button';
