export { ToastStack } from './ToastStack';
export type { ToastData, ToastStackProps, ToastType } from './ToastStack';
export { ToastProvider, useToast } from './ToastProvider';
export type { ShowToast, ToastApi, ToastOptions, ToastProviderProps } from './ToastProvider';
export type { ToastMessages } from './messages';
