import { routes, type DmPrivacy, type PublicUser } from '@coinwave/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, serverErrorText } from '../../lib/api';
import { mergeCurrentUser } from '../../lib/current-user';
import { queryKeys } from '../../lib/query-keys';
import { useNow } from '../../lib/use-now';
import { toast } from '../../stores/toast.store';
import { DM_PRIVACY_TEXT, PrivacySettingsView } from './PrivacySettingsView';

const FALLBACK = 'Please check your connection and try again.';

/** The settings screen's 'Privacy & Blocks' panel, wired to the server. */
export function PrivacySettings() {
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const privacy = useQuery({
    queryKey: queryKeys.privacy,
    queryFn: () => api(routes.privacy, {}),
  });
  const blocks = useQuery({ queryKey: queryKeys.blocks, queryFn: () => api(routes.blocks, {}) });
  const save = useMutation({
    mutationFn: (dms: DmPrivacy) => api(routes.setPrivacy, { body: { dms } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.privacy, saved);
      mergeCurrentUser(queryClient, { dmPrivacy: saved.dms });
      toast({
        title: 'Privacy saved',
        description: `Direct messages: ${DM_PRIVACY_TEXT[saved.dms].label.toLowerCase()}.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Privacy not saved',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      }),
  });
  const unblock = useMutation({
    mutationFn: (user: PublicUser) => api(routes.unblockUser, { params: { id: user.id } }),
    onSuccess: (_ok, user) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.blocks });
      // Their wave chat shows again.
      void queryClient.invalidateQueries({ queryKey: ['wave'] });
      toast({ title: `Unblocked ${user.username}`, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Not unblocked',
        description: serverErrorText(error) ?? FALLBACK,
        variant: 'destructive',
      }),
  });
  return (
    <PrivacySettingsView
      dms={save.isPending ? save.variables : privacy.data?.dms}
      onChangeDms={(dms) => save.mutate(dms)}
      savingDms={save.isPending}
      blocks={blocks.data}
      onUnblock={(user) => unblock.mutate(user)}
      unblockingId={unblock.isPending ? (unblock.variables?.id ?? null) : null}
      now={now}
    />
  );
}
