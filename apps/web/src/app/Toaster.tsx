import { ToastView } from '../components/ToastView';
import { TOAST_DURATION, useToastStore } from '../stores/toast.store';

/** The app's one toast slot, fed by the toast store. */
export function Toaster() {
  const current = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastView
      toast={current}
      duration={TOAST_DURATION}
      onOpenChange={(open) => !open && dismiss()}
    />
  );
}
