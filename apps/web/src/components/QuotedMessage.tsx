/** A chat message quoted in a dialog (report, delete): its sender and its words, scrollable. */
export function QuotedMessage({ senderName, content }: { senderName: string; content: string }) {
  return (
    <blockquote className="max-h-24 overflow-y-auto rounded-xl border-l-4 border-coral/60 bg-abyss/60 px-3 py-2 text-sm break-words whitespace-pre-wrap text-foam/90">
      <span className="mb-0.5 block text-xs font-semibold text-seaglass">{senderName}</span>
      {content}
    </blockquote>
  );
}
