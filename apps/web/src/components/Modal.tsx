import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}

/** A dialog on the ocean theme: focus trapped, Escape and the close button dismiss it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: ModalProps) {
  // Mounted only while open (it has no closing animation to play): a closed Radix dialog still
  // mounts its presence machinery, whose first layout effect schedules a synchronous update, and
  // a screen holding one then ran all its effects before its first paint.
  if (!open) return null;
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Dimmed, not blurred: a blur over the whole screen was worked out again at each update
            behind it (the countdowns, each second), a fifth of a core while a dialog was open. */}
        <Dialog.Overlay className="fixed inset-0 z-40 bg-abyss/90" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[88vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-surf/30 bg-deep p-5 text-foam shadow-2xl ${wide ? 'max-w-3xl' : 'max-w-md'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-xl font-bold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-foam/70">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="rounded-full p-1.5 text-foam/70 hover:bg-white/10 hover:text-foam"
              aria-label="Close"
            >
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
