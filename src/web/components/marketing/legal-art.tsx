/** Decorative artwork for the legal pages: a folded page under the moon, held closed by a small lock. */
export function LegalArt() {
  return (
    <svg
      viewBox="0 0 400 240"
      aria-hidden="true"
      focusable="false"
      className="ml-auto block h-auto w-full max-w-sm rounded-[2rem] border border-border shadow-xl shadow-primary/10"
    >
      <rect width="400" height="240" fill="#231f52" />
      {[[40, 40], [90, 190], [340, 200], [370, 90], [150, 30]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#fdf0d2" opacity=".75" />
      ))}
      <mask id="legal-crescent">
        <rect width="400" height="240" fill="#fff" />
        <circle cx="336" cy="44" r="22" fill="#000" />
      </mask>
      <circle cx="324" cy="54" r="26" fill="#f6c65b" mask="url(#legal-crescent)" />
      <path d="M130 36h110l34 34v140H130Z" fill="#fbf7f0" />
      <path d="M240 36v34h34Z" fill="#e4dccd" />
      <g fill="#d6cbb6">
        <rect x="150" y="64" width="70" height="9" rx="4.5" />
        <rect x="150" y="88" width="104" height="7" rx="3.5" />
        <rect x="150" y="104" width="96" height="7" rx="3.5" />
        <rect x="150" y="120" width="104" height="7" rx="3.5" />
        <rect x="150" y="136" width="60" height="7" rx="3.5" />
      </g>
      <circle cx="262" cy="178" r="34" fill="#a99cff" />
      <rect x="248" y="174" width="28" height="22" rx="5" fill="#231f52" />
      <path d="M253 174v-6a9 9 0 0 1 18 0v6" fill="none" stroke="#231f52" strokeWidth="4.5" />
      <circle cx="262" cy="185" r="3.5" fill="#a99cff" />
    </svg>
  );
}
