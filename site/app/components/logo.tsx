/** The brand mark: a wafer with a plasma glow above it. Decorative next to the brand name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} width="32" height="32">
      <rect width="32" height="32" rx="8" fill="#1b1a48" />
      <ellipse cx="16" cy="12" rx="9" ry="5" fill="#7b86f4" opacity=".55" />
      <ellipse cx="16" cy="12" rx="5" ry="2.6" fill="#a5f3fc" />
      <rect x="6" y="21" width="20" height="3" rx="1.5" fill="#e2e8f0" />
    </svg>
  );
}
