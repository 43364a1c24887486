import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Portal } from '../hooks';
import { ToastStack, type ToastData, type ToastStackProps, type ToastType } from './ToastStack';

export interface ToastApi {
  info: (message: string) => void;
  success: (message: string) => void;
  error: (message: string) => void;
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
    const show = (type: ToastType) => (message: string) => {
      lastId.current += 1;
      const toast = { id: `toast-${lastId.current}`, type, message };
      setToasts((list) => [...list, toast].slice(-max));
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
