import type { ExternalToast } from 'sonner';
import { requireToaster } from './toaster-demand';

type Kind = 'message' | 'success' | 'error' | 'warning';

// Sonner loads with the first toast, not with every page: the call mounts the layout's Toaster
// (toaster-demand.ts), and sonner shows toasts raised before the Toaster subscribed.
const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void => {
    requireToaster();
    void import('sonner').then(({ toast: sonner }) => (kind === 'message' ? sonner(message, data) : sonner[kind](message, data)));
  };

/** Every toast of the app: toast(message), toast.success, toast.error and toast.warning, with sonner's options. */
export const toast = Object.assign(show('message'), { success: show('success'), error: show('error'), warning: show('warning') });
