/** Inline illustrations for the error views (no external images). */
export function StatusIllustration({ kind }: { kind: '404' | 'network' }) {
  return (
    <svg width="320" height="180" viewBox="0 0 320 180" aria-hidden="true">
      <ellipse cx="160" cy="160" rx="130" ry="12" fill="#eef0f3" />
      {kind === '404' ? (
        <g fontFamily="Arial, sans-serif" fontWeight="700" fontSize="96" fill="#f2d4d6">
          <text x="32" y="130">
            4
          </text>
          <text x="208" y="130">
            4
          </text>
          <circle cx="160" cy="96" r="44" fill="#fff" stroke="#d7000f" strokeWidth="8" />
          <circle cx="160" cy="96" r="16" fill="#d7000f" />
          <circle cx="166" cy="90" r="5" fill="#fff" />
          <rect x="140" y="140" width="40" height="10" rx="3" fill="#c9ccd1" />
        </g>
      ) : (
        <g>
          <rect x="90" y="36" width="140" height="96" rx="8" fill="#fff" stroke="#c9ccd1" strokeWidth="4" />
          <path
            d="M125 100c20-22 50-22 70 0M140 112c12-10 28-10 40 0"
            stroke="#d7000f"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="160" cy="122" r="5" fill="#d7000f" />
          <path d="M120 60l80 60" stroke="#8a8f99" strokeWidth="5" strokeLinecap="round" />
          <rect x="140" y="132" width="40" height="16" fill="#c9ccd1" />
        </g>
      )}
    </svg>
  );
}
