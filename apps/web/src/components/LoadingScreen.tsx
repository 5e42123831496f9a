/** Shown until browser storage has been read (spec section 2). */
export function LoadingScreen({ label = 'Loading Coinwave…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-6"
    >
      <svg viewBox="0 0 120 40" className="h-12 w-36 text-surf" aria-hidden="true">
        <path
          className="animate-pulse"
          d="M0 25 Q15 5 30 25 T60 25 T90 25 T120 25"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-display text-lg text-foam/80">{label}</p>
    </div>
  );
}
