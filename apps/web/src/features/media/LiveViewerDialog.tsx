import type { LiveStream } from '@coinwave/api-contract';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { useLiveConfig } from '../../lib/use-live-streams';
import { LiveViewerView } from './LiveViewerView';
import { useLiveViewer } from './use-live-viewer';

/**
 * Watching someone's stream, in a dialog: joins while open, leaves when closed. The stream's
 * details come from the wave's list (kept current by the socket), or from the join's answer.
 */
export function LiveViewerDialog({
  streamId,
  streams,
  onClose,
}: {
  streamId: string | null;
  streams: readonly LiveStream[];
  onClose: () => void;
}) {
  const { iceServers } = useLiveConfig();
  const viewer = useLiveViewer(streamId, iceServers);
  const [muted, setMuted] = useState(false);
  const listed = streams.find((s) => s.id === streamId) ?? viewer.stream;
  const name = listed?.streamer.username ?? 'the streamer';
  return (
    <Modal
      open={streamId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setMuted(false);
          onClose();
        }
      }}
      title={`${name}'s live stream`}
      description="Watching live: close this window to stop."
      wide
    >
      <LiveViewerView
        streamerName={name}
        status={viewer.status}
        error={viewer.error}
        media={viewer.media}
        viewers={listed?.viewers ?? 0}
        muted={muted}
        onToggleMute={() => setMuted((m) => !m)}
        onBrowserMuted={() => setMuted(true)}
        onRetry={viewer.retry}
      />
    </Modal>
  );
}
