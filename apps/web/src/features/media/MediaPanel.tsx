import { routes } from '@coinwave/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Modal } from '../../components/Modal';
import { Panel } from '../../components/Panel';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { mediaFilename, uploadMedia, type MediaKind } from '../../lib/upload';
import { uploadErrorText } from './upload-error';
import { useNow } from '../../lib/use-now';
import { toast } from '../../stores/toast.store';
import { isMediaSupported, PROGRESS_RESET_MS } from './media-support';
import { MediaCenterView } from './MediaCenterView';
import { MediaShareView } from './MediaShareView';
import { useLiveStream } from './use-live-stream';
import { useScreenRecorder } from './use-screen-recorder';

/** Media Share: screenshots of the game area, screen recordings, the Media Center dialog. */
export function MediaPanel({ captureRef }: { captureRef: RefObject<HTMLElement | null> }) {
  const queryClient = useQueryClient();
  const now = useNow();
  const [supported] = useState(isMediaSupported);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [centerOpen, setCenterOpen] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const gallery = useQuery({
    queryKey: queryKeys.gallery,
    queryFn: () => api(routes.gallery, {}),
    enabled: centerOpen,
  });
  const live = useLiveStream();

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

  const stream = {
    live: live.live,
    stream: live.stream,
    onStart: () =>
      live
        .start()
        .then(() =>
          toast({
            title: 'Stream Started',
            description: 'You are now broadcasting live!',
            variant: 'success',
          }),
        )
        .catch((error: unknown) => {
          console.warn('Live stream failed to start', error);
          toast({
            title: 'Stream Failed',
            description: 'Could not start live stream.',
            variant: 'destructive',
          });
        }),
    onStop: () => {
      live.stop();
      toast({ title: 'Stream Ended', description: 'Live broadcast has been stopped.' });
    },
  };

  return (
    <Panel id="media" title="Media Share" icon={<Share2 size={18} />}>
      <MediaShareView
        supported={supported}
        recording={recorder.recording}
        elapsedMs={recorder.startedAt ? now - recorder.startedAt : 0}
        progress={progress}
        busy={busy}
        onScreenshot={() => void screenshot()}
        onToggleRecording={toggleRecording}
        onOpenCenter={() => setCenterOpen(true)}
      />
      <Modal
        open={centerOpen}
        onOpenChange={setCenterOpen}
        title="Media Center"
        description="Screenshots, recordings and live streams from your wave"
        wide
      >
        <MediaCenterView items={gallery.data ?? []} loading={gallery.isLoading} stream={stream} />
      </Modal>
    </Panel>
  );
}
