export { ToastProvider, type ToastApi } from './ToastProvider.js';
export { useToast } from './use-toast.js';
export type { ToastOptions, ToastVariant } from './toast-store.js';
