import { useState } from 'react';
import { useCurrentUser } from '../../lib/use-current-user';
import { CoolOffDialog } from './CoolOffDialog';
import { useCoolOff } from './use-cool-off';

/** The cool-off chooser and its confirmation, wired to the server (settings, the reality check). */
export function CoolOffFlow({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const current = useCurrentUser()?.restriction ?? null;
  // The choices say when each would end, from the moment the chooser opened.
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenedAt(Date.now());
  }
  const coolOff = useCoolOff(() => onOpenChange(false));
  const running =
    current && (current.endsAt === null || Date.parse(current.endsAt) > openedAt) ? current : null;
  return (
    <CoolOffDialog
      // A fresh chooser each time it opens.
      key={openedAt}
      open={open}
      onOpenChange={onOpenChange}
      current={running}
      now={openedAt}
      onConfirm={(period) => coolOff.mutate(period)}
      pending={coolOff.isPending}
    />
  );
}
