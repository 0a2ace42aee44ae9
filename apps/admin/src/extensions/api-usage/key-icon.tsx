export function KeyIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <circle cx="8" cy="15" r="4" />
      <path
        d="m10.8 12.2 8.2-8.2m-3 3 2 2m-4.5-.5 2 2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
