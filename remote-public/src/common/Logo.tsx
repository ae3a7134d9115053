/** The StudyHub mark, inline so it costs no request and works inside any host. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#4338ca" />
      <path d="M8 10l8-4 8 4-8 4-8-4zm2 4v6c0 2 3 4 6 4s6-2 6-4v-6l-6 3-6-3z" fill="#fff" />
    </svg>
  );
}
