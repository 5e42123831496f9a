import type { RefObject } from 'react';
import { ChatPanel } from '../../features/chat/ChatPanel';
import { MediaPanel } from '../../features/media/MediaPanel';

/** The middle column: wave chat and direct messages, then screenshots and recordings. */
export function CommunityColumn({
  userId,
  captureRef,
}: {
  userId: string;
  captureRef: RefObject<HTMLElement | null>;
}) {
  return (
    <>
      <ChatPanel userId={userId} />
      <MediaPanel captureRef={captureRef} />
    </>
  );
}
