/** Local product illustrations for the home page teasers (no external images). */
export type DeviceKind = 'bullet' | 'dome' | 'nvr' | 'switch' | 'access' | 'ptz' | 'disk' | 'intercom';

const BODY = '#f4f5f7';
const DARK = '#2b2f36';
const RED = '#d7000f';

function Shape({ kind }: { kind: DeviceKind }) {
  switch (kind) {
    case 'bullet':
      return (
        <g>
          <rect x="30" y="50" width="110" height="44" rx="20" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          <rect x="118" y="46" width="36" height="52" rx="10" fill={DARK} />
          <circle cx="140" cy="72" r="14" fill="#111" />
          <circle cx="140" cy="72" r="7" fill="#3a64c8" />
          <rect x="60" y="94" width="14" height="30" fill="#cfd3da" />
          <rect x="40" y="122" width="54" height="10" rx="5" fill="#cfd3da" />
          <rect x="36" y="46" width="100" height="10" rx="5" fill={RED} opacity=".85" />
        </g>
      );
    case 'dome':
      return (
        <g>
          <rect x="40" y="40" width="120" height="18" rx="9" fill="#cfd3da" />
          <path d="M48 58h104c0 40-24 64-52 64S48 98 48 58z" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          <path d="M66 62h68c0 28-14 44-34 44S66 90 66 62z" fill={DARK} />
          <circle cx="100" cy="80" r="11" fill="#111" />
          <circle cx="100" cy="80" r="5" fill="#3a64c8" />
        </g>
      );
    case 'ptz':
      return (
        <g>
          <rect x="86" y="26" width="28" height="22" fill="#cfd3da" />
          <rect x="60" y="46" width="80" height="24" rx="8" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          <circle cx="100" cy="100" r="40" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          <circle cx="100" cy="104" r="24" fill={DARK} />
          <circle cx="100" cy="104" r="11" fill="#3a64c8" />
          <rect x="70" y="62" width="60" height="6" fill={RED} />
        </g>
      );
    case 'nvr':
      return (
        <g>
          <rect x="20" y="56" width="160" height="46" rx="6" fill={DARK} />
          <rect x="28" y="64" width="60" height="30" rx="3" fill="#3b414b" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={100 + i * 18} y="72" width="12" height="4" rx="2" fill={i === 0 ? '#29d36a' : '#6b7280'} />
          ))}
          <rect x="20" y="98" width="160" height="8" rx="3" fill="#1b1e23" />
          <text x="150" y="92" fontSize="9" fill="#9aa0a8" fontFamily="Arial">
            NVR
          </text>
        </g>
      );
    case 'switch':
      return (
        <g>
          <rect x="16" y="60" width="168" height="40" rx="5" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          {Array.from({ length: 8 }, (_, i) => (
            <rect key={i} x={26 + i * 16} y="72" width="12" height="12" rx="1" fill={DARK} />
          ))}
          <rect x="160" y="72" width="14" height="12" rx="1" fill={RED} />
          <circle cx="28" cy="93" r="2" fill="#29d36a" />
        </g>
      );
    case 'access':
      return (
        <g>
          <rect x="64" y="20" width="72" height="120" rx="10" fill={DARK} />
          <rect x="72" y="32" width="56" height="62" rx="4" fill="#3a64c8" />
          <circle cx="100" cy="56" r="12" fill="#b9ccf5" />
          <path d="M80 88c4-14 36-14 40 0" fill="#b9ccf5" />
          <circle cx="100" cy="116" r="10" fill="none" stroke="#9aa0a8" strokeWidth="3" />
        </g>
      );
    case 'disk':
      return (
        <g>
          <rect x="50" y="30" width="100" height="100" rx="8" fill="#cfd3da" />
          <circle cx="100" cy="78" r="34" fill={BODY} stroke="#b4b9c2" strokeWidth="2" />
          <circle cx="100" cy="78" r="6" fill="#8b919b" />
          <path d="M100 78l34 30" stroke={DARK} strokeWidth="5" strokeLinecap="round" />
          <rect x="50" y="30" width="100" height="10" rx="4" fill={RED} />
        </g>
      );
    case 'intercom':
      return (
        <g>
          <rect x="58" y="22" width="84" height="116" rx="8" fill={BODY} stroke="#cfd3da" strokeWidth="2" />
          <circle cx="100" cy="44" r="9" fill={DARK} />
          <rect x="70" y="62" width="60" height="36" rx="3" fill={DARK} />
          {[0, 1, 2].map((r) =>
            [0, 1, 2].map((c) => <circle key={`${r}${c}`} cx={82 + c * 18} cy={108 + r * 9} r="3" fill="#9aa0a8" />),
          )}
        </g>
      );
  }
}

export function DeviceArt({ kind, size = 160 }: { kind: DeviceKind; size?: number }) {
  return (
    <svg width={size} height={(size * 160) / 200} viewBox="0 0 200 160" aria-hidden="true">
      <ellipse cx="100" cy="146" rx="70" ry="6" fill="#e9ebef" />
      <Shape kind={kind} />
    </svg>
  );
}
