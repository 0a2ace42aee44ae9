import { createElement, type ReactNode } from 'react';
import { toast as sonner, type ExternalToast } from 'sonner';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '@/components/ui/icons';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const ICONS = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon, info: InfoIcon };

const COLOURS: Record<ToastKind, string> = {
  success: 'text-emerald-600',
  error: 'text-red-600',
  warning: 'text-amber-500',
  info: 'text-sky-600',
};

function show(kind: ToastKind, title: string, description?: ReactNode, options?: ExternalToast) {
  return sonner[kind](title, {
    ...options,
    description,
    icon: createElement(ICONS[kind], { className: COLOURS[kind] }),
  });
}

/**
 * Toasts with the kit's icon per kind. The `Toaster` (3000 ms, 380 px) is mounted once by the
 * app's providers; pass already translated text.
 */
export const toast = {
  success: (title: string, description?: ReactNode, options?: ExternalToast) =>
    show('success', title, description, options),
  error: (title: string, description?: ReactNode, options?: ExternalToast) =>
    show('error', title, description, options),
  warning: (title: string, description?: ReactNode, options?: ExternalToast) =>
    show('warning', title, description, options),
  info: (title: string, description?: ReactNode, options?: ExternalToast) =>
    show('info', title, description, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
