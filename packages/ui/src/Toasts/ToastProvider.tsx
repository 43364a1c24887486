import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Portal } from '../hooks';
import { ToastStack, type ToastData, type ToastStackProps, type ToastType } from './ToastStack';

/**
 * A toast's `key` names what it is about ('narration c1 male'): a toast with the key of one on screen replaces
 * it, so 'Audio Generated Successfully' takes the place of the 'Generating Audio' it concludes.
 */
export interface ToastOptions {
  key?: string;
}

export type ShowToast = (message: string, options?: ToastOptions) => void;

export interface ToastApi {
  info: ShowToast;
  success: ShowToast;
  error: ShowToast;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Pick<ToastStackProps, 'autoCloseMs' | 'labels'> {
  /** At most this many toasts show; a new one pushes out the oldest. */
  max?: number;
  children: ReactNode;
}

/** Owns the toast list and renders it (in a portal) for everything below; components call `useToast()`. */
export function ToastProvider({ max = 5, children, ...stackProps }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const lastId = useRef(0);
  const dismiss = useCallback(
    (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(() => {
    const show =
      (type: ToastType): ShowToast =>
      (message, { key } = {}) => {
        lastId.current += 1;
        const toast = { id: `toast-${lastId.current}`, type, message, key };
        const others = (list: ToastData[]) =>
          key === undefined ? list : list.filter((old) => old.key !== key);
        setToasts((list) => [...others(list), toast].slice(-max));
      };
    return { info: show('info'), success: show('success'), error: show('error'), dismiss };
  }, [max, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <ToastStack toasts={toasts} onDismiss={dismiss} {...stackProps} />
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
