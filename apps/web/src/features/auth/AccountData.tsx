import { routes } from '@coinwave/api-contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { api, isUnauthorized, serverErrorText } from '../../lib/api';
import { downloadExport } from '../../lib/download';
import { toast } from '../../stores/toast.store';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useForgetSession } from './use-logout';

const FALLBACK = 'Please check your connection and try again.';

/** 'Your Data': download everything the account holds; delete the account (password needed). */
export function AccountData() {
  const forget = useForgetSession();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadExport(routes.exportAccount.path);
    } catch (error) {
      if (isUnauthorized(error)) return forget();
      toast({
        title: 'Download failed',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (password: string) => {
    setDeleting(true);
    try {
      await api(routes.deleteAccount, { body: { password } });
      toast({
        title: 'Account deleted',
        description: 'Your account is gone and you are signed out everywhere.',
        variant: 'success',
      });
      forget();
      return true;
    } catch (error) {
      if (isUnauthorized(error)) {
        forget();
        return false;
      }
      toast({
        title: 'Account not deleted',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      });
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Panel id="account-data" title="Your Data" icon={<Download size={18} />}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-foam/80">
            Download everything your account holds as one JSON file: your profile, every round with
            its seeds, your coin ledger, your messages and your uploads.
          </p>
          <Button variant="outline" onClick={download} disabled={downloading}>
            <Download size={16} aria-hidden="true" />
            {downloading ? 'Preparing…' : 'Download my data'}
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
        onConfirm={remove}
        pending={deleting}
      />
    </Panel>
  );
}
