export { ToastStack } from './ToastStack';
export type { ToastData, ToastStackProps, ToastType } from './ToastStack';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps } from './ToastProvider';
export type { ToastMessages } from './messages';
