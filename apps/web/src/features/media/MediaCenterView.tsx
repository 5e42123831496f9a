import * as Tabs from '@radix-ui/react-tabs';
import { tabListClass, tabTriggerClass } from '../../components/tabs';
import { GalleryGrid, type GalleryGridProps } from './GalleryGrid';
import { LiveStreamView, type LiveStreamViewProps } from './LiveStreamView';
import { UploadDropZone } from './UploadDropZone';

export type MediaTab = 'gallery' | 'live' | 'upload';

export interface MediaCenterViewProps {
  gallery: GalleryGridProps;
  stream: LiveStreamViewProps;
  /** The open tab (Go live opens the Live Stream tab). */
  tab: MediaTab;
  onTabChange: (tab: MediaTab) => void;
}

const isTab = (value: string): value is MediaTab =>
  value === 'gallery' || value === 'live' || value === 'upload';

/** The Media Center's three tabs: Gallery, Live Stream (the streamer's controls), Upload. */
export function MediaCenterView({ gallery, stream, tab, onTabChange }: MediaCenterViewProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
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
        <GalleryGrid {...gallery} />
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
