import type { MediaItem } from '@coinwave/api-contract';
import * as Tabs from '@radix-ui/react-tabs';
import { tabListClass, tabTriggerClass } from '../../components/tabs';
import { GalleryGrid } from './GalleryGrid';
import { LiveStreamView, type LiveStreamViewProps } from './LiveStreamView';
import { UploadDropZone } from './UploadDropZone';

export interface MediaCenterViewProps {
  items: readonly MediaItem[];
  loading: boolean;
  stream: LiveStreamViewProps;
  defaultTab?: 'gallery' | 'live' | 'upload';
}

/** The Media Center's three tabs: Gallery, Live Stream, Upload. */
export function MediaCenterView({
  items,
  loading,
  stream,
  defaultTab = 'gallery',
}: MediaCenterViewProps) {
  return (
    <Tabs.Root defaultValue={defaultTab}>
      <Tabs.List className={`${tabListClass} mb-4`} aria-label="Media Center sections">
        <Tabs.Trigger value="gallery" className={tabTriggerClass}>
          Gallery
        </Tabs.Trigger>
        <Tabs.Trigger value="live" className={tabTriggerClass}>
          Live Stream
        </Tabs.Trigger>
        <Tabs.Trigger value="upload" className={tabTriggerClass}>
          Upload
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="gallery" className="outline-none">
        <GalleryGrid items={items} loading={loading} />
      </Tabs.Content>
      <Tabs.Content value="live" className="outline-none">
        <LiveStreamView {...stream} />
      </Tabs.Content>
      <Tabs.Content value="upload" className="outline-none">
        <UploadDropZone />
      </Tabs.Content>
    </Tabs.Root>
  );
}
