import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button beside the text ('Recuperar'); clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (at most one is visible). */
  toast(input: ToastInput): void;
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

/** docs/product-rules.md, Notifications. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
