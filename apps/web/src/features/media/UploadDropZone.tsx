import { UploadCloud } from 'lucide-react';
import { Button } from '../../components/Button';

/** Upload tab: a drag-and-drop placeholder; its button does nothing yet (spec section 2). */
export function UploadDropZone() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-surf/40 bg-abyss/40 px-6 py-10 text-center">
      <UploadCloud size={40} className="text-surf" aria-hidden="true" />
      <p className="font-semibold text-foam">Drag and drop files here</p>
      <p className="text-sm text-foam/65">Images and videos from your sessions</p>
      <Button variant="outline" size="sm">
        Choose Files
      </Button>
    </div>
  );
}
