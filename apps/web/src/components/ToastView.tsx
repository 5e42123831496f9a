import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';

export interface ToastViewProps {
  toast: {
    id: number;
    title: string;
    description?: string;
    variant: 'default' | 'success' | 'destructive';
    open: boolean;
  } | null;
  onOpenChange: (open: boolean) => void;
  duration?: number;
}

const TONE = {
  default: 'border-surf/40 bg-ocean',
  success: 'border-seaglass/50 bg-gradient-to-br from-ocean to-tide',
  destructive: 'border-coral/60 bg-gradient-to-br from-[#4a1420] to-[#2a0d18]',
} as const;

/** The single toast slot (spec: one toast at a time), dismissible by button, swipe or F8 + Escape. */
export function ToastView({ toast, onOpenChange, duration = 6000 }: ToastViewProps) {
  return (
    <Toast.Provider swipeDirection="right" duration={duration}>
      {toast && (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={onOpenChange}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`relative grid gap-1 rounded-xl border p-4 pr-10 text-foam shadow-2xl data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full ${TONE[toast.variant]}`}
          data-variant={toast.variant}
        >
          <Toast.Title className="font-display font-semibold">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="text-sm text-foam/85">
              {toast.description}
            </Toast.Description>
          )}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2.5 right-2.5 rounded-full p-1 text-foam/70 hover:bg-white/10 hover:text-foam"
          >
            <X size={16} aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
