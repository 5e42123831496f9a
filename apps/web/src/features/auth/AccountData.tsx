import { routes } from '@coinwave/api-contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { api } from '../../lib/api';
import { downloadExport } from '../../lib/download';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useAccountAction } from './use-account-action';

/** 'Your Data': download everything the account holds; delete the account (password needed). */
export function AccountData() {
  const [confirming, setConfirming] = useState(false);
  const download = useAccountAction({ failure: 'Download failed' });
  const deletion = useAccountAction({
    failure: 'Account not deleted',
    success: {
      title: 'Account deleted',
      description: 'Your account is gone and you are signed out everywhere.',
    },
    signsOut: true,
  });

  return (
    <Panel id="account-data" title="Your Data" icon={<Download size={18} />}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-foam/80">
            Download everything your account holds as one JSON file: your profile, every round with
            its seeds, your coin ledger, your messages and your uploads.
          </p>
          <Button
            variant="outline"
            onClick={() => download.run(() => downloadExport(routes.exportAccount.path))}
            disabled={download.pending}
          >
            <Download size={16} aria-hidden="true" />
            {download.pending ? 'Preparing…' : 'Download my data'}
          </Button>
        </div>
        <div className="flex flex-col gap-2 border-t border-white/10 pt-4">
          <p className="text-sm text-foam/80">
            Deleting your account signs you out everywhere and removes your messages and uploads. It
            cannot be undone.
          </p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden="true" /> Delete account…
          </Button>
        </div>
      </div>
      <DeleteAccountDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={(password) =>
          deletion.run(() => api(routes.deleteAccount, { body: { password } }))
        }
        pending={deletion.pending}
      />
    </Panel>
  );
}
