import type { MediaItem } from '@coinwave/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { Panel } from '../../components/Panel';
import { queryKeys } from '../../lib/query-keys';
import { mediaFilename, uploadMedia, type MediaKind } from '../../lib/upload';
import { useCurrentUser } from '../../lib/use-current-user';
import { useCurrentWaveId } from '../../lib/use-current-wave';
import { useLiveStreams } from '../../lib/use-live-streams';
import { useNow } from '../../lib/use-now';
import { useLiveStore } from '../../stores/live.store';
import { toast } from '../../stores/toast.store';
import { LiveNowList } from './LiveNowList';
import { LiveViewerDialog } from './LiveViewerDialog';
import { isMediaSupported, PROGRESS_RESET_MS } from './media-support';
import { MediaCenterView, type MediaTab } from './MediaCenterView';
import { MediaShareView } from './MediaShareView';
import { uploadErrorText } from './upload-error';
import { useGallery } from './use-gallery';
import { useLiveControls } from './use-live-controls';
import { useScreenRecorder } from './use-screen-recorder';

/**
 * Media Share: screenshots of the game area, screen recordings, going live, the wave's live
 * streams (watched in a dialog), and the Media Center (gallery, the streamer's controls, upload).
 */
export function MediaPanel({ captureRef }: { captureRef: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient();
  const [supported] = useState(isMediaSupported);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [centerOpen, setCenterOpen] = useState(false);
  const [tab, setTab] = useState<MediaTab>('gallery');
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const user = useCurrentUser();
  const gallery = useGallery(centerOpen);
  const streams = useLiveStreams(useCurrentWaveId()).data ?? [];
  const stream = useLiveControls(streams);
  const watching = useLiveStore((s) => s.watchRequest);

  const upload = async (file: Blob, filename: string, type: MediaKind) => {
    clearTimeout(resetTimer.current);
    setProgress(0);
    try {
      await uploadMedia(file, filename, type, setProgress);
      void queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    } finally {
      resetTimer.current = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    }
  };

  const recorder = useScreenRecorder((recording) => {
    // The screen sent no picture before it stopped (a very busy device): nothing to upload.
    if (recording.size === 0) {
      toast({
        title: 'Recording Failed',
        description: 'Nothing was recorded. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    upload(recording, mediaFilename('recording', Date.now()), 'video')
      .then(() => toast({ title: 'Recording Saved!', variant: 'success' }))
      .catch((error: unknown) => {
        console.warn('Uploading the recording failed', error);
        toast({
          title: 'Upload Failed',
          description: uploadErrorText(error, 'Could not save the recording. Please try again.'),
          variant: 'destructive',
        });
      })
      .finally(() => setBusy(false));
  });

  const screenshot = async () => {
    const element = captureRef.current;
    setBusy(true);
    try {
      if (!element) throw new Error('No game area to capture');
      const { toBlob } = await import('html-to-image');
      const blob = await toBlob(element, {
        pixelRatio: 1,
        backgroundColor: '#05213a',
        cacheBust: true,
      });
      if (!blob) throw new Error('The capture produced no image');
      await upload(blob, mediaFilename('screenshot', Date.now()), 'image');
      toast({
        title: 'Screenshot Captured!',
        description: 'Your screenshot has been saved to the gallery.',
        variant: 'success',
      });
    } catch (error) {
      console.warn('Screenshot failed', error);
      toast({
        title: 'Screenshot Failed',
        description: uploadErrorText(error, 'Could not capture screenshot. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const toggleRecording = () => {
    if (recorder.recording) return recorder.stop();
    recorder
      .start()
      .then(() =>
        toast({ title: 'Recording Started', description: 'Screen recording is now active.' }),
      )
      .catch((error: unknown) => {
        console.warn('Recording failed to start', error);
        toast({
          title: 'Recording Failed',
          description: 'Could not start screen recording.',
          variant: 'destructive',
        });
      });
  };

  // The clock runs only while a recording's elapsed time is on screen (from 0 until its first tick).
  const now = useNow(recorder.recording ? 1_000 : null);
  return (
    <Panel id="media" title="Media Share" icon={<Share2 size={18} />}>
      <MediaShareView
        supported={supported}
        recording={recorder.recording}
        elapsedMs={recorder.startedAt ? Math.max(0, now - recorder.startedAt) : 0}
        progress={progress}
        busy={busy}
        onScreenshot={() => void screenshot()}
        onToggleRecording={toggleRecording}
        onOpenCenter={() => {
          setTab('gallery');
          setCenterOpen(true);
        }}
        live={stream.phase === 'live'}
        onGoLive={() => {
          setTab('live');
          setCenterOpen(true);
        }}
      />
      <section aria-labelledby="live-now-title" className="mt-4 flex flex-col gap-2">
        <h3
          id="live-now-title"
          className="text-xs font-semibold tracking-wide text-foam/80 uppercase"
        >
          Live in this wave
        </h3>
        <LiveNowList
          streams={streams}
          currentUserId={user?.id ?? ''}
          onWatch={useLiveStore.getState().requestWatch}
        />
      </section>
      <Modal
        open={centerOpen}
        onOpenChange={setCenterOpen}
        title="Media Center"
        description="Screenshots, recordings and live streams from your wave"
        wide
      >
        <MediaCenterView
          tab={tab}
          onTabChange={setTab}
          stream={stream}
          gallery={{
            items: gallery.items,
            loading: gallery.loading,
            hasMore: gallery.hasMore,
            loadingMore: gallery.loadingMore,
            onLoadMore: gallery.loadMore,
            canDelete: (item) => item.uploader.id === user?.id || user?.role === 'moderator',
            onDelete: setDeleting,
          }}
        />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete from the gallery?"
        description={
          deleting
            ? `${deleting.filename} will be removed for everyone in the wave. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() => (deleting ? gallery.remove(deleting) : Promise.resolve({ ok: true }))}
      />
      <LiveViewerDialog
        streamId={watching}
        streams={streams}
        onClose={useLiveStore.getState().clearWatchRequest}
      />
    </Panel>
  );
}
