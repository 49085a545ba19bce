import type { SVGProps } from 'react';

const stars: ReadonlyArray<[number, number, number]> = [
  [40, 40, 1.6], [92, 86, 1.2], [150, 30, 1.8], [210, 70, 1.1], [268, 28, 1.4], [318, 110, 1.2],
  [452, 150, 1.5], [30, 150, 1.1], [120, 150, 1.4], [440, 30, 1.2], [300, 170, 1], [180, 118, 1],
];

/** A four-pointed twinkle centered on (x, y). */
const twinkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}L${x + r / 4} ${y - r / 4}L${x + r} ${y}L${x + r / 4} ${y + r / 4}L${x} ${y + r}` +
  `L${x - r / 4} ${y + r / 4}L${x - r} ${y}L${x - r / 4} ${y - r / 4}Z`;

/**
 * The landing page's hero artwork: a child standing on an open storybook under the moon. Drawn inline
 * (a couple of KB) so the first paint needs no image request; fixed night colors look right in
 * both themes.
 */
export function NightScene(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 480 340" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="ns-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#231f52" />
          <stop offset="1" stopColor="#4b3f9e" />
        </linearGradient>
        <mask id="ns-crescent">
          <rect width="480" height="340" fill="#fff" />
          <circle cx="396" cy="66" r="32" fill="#000" />
        </mask>
        <radialGradient id="ns-glow">
          <stop offset="0" stopColor="#f6c65b" stopOpacity=".45" />
          <stop offset="1" stopColor="#f6c65b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="340" fill="url(#ns-sky)" />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fdf0d2" opacity=".85" />
      ))}
      <path d={twinkle(64, 98, 7)} fill="#fdf0d2" />
      <path d={twinkle(420, 128, 6)} fill="#fdf0d2" />
      <path d={twinkle(190, 44, 5)} fill="#fdf0d2" />
      <circle cx="380" cy="78" r="72" fill="#f6c65b" opacity=".08" />
      <circle cx="380" cy="78" r="36" fill="#f6c65b" mask="url(#ns-crescent)" />
      <path d="M0 250C90 215 170 225 250 245S410 230 480 220V340H0Z" fill="#362f7c" />
      <circle cx="84" cy="222" r="16" fill="#2c2668" />
      <circle cx="104" cy="228" r="11" fill="#2c2668" />
      <circle cx="400" cy="222" r="13" fill="#2c2668" />
      <path d="M0 292C110 262 200 270 260 284S420 282 480 272V340H0Z" fill="#1d1a45" />
      <ellipse cx="240" cy="222" rx="110" ry="86" fill="url(#ns-glow)" />
      <path d="M274 176c20-34 58-62 96-78" fill="none" stroke="#fdf0d2" strokeWidth="2" strokeDasharray="1 9" strokeLinecap="round" opacity=".8" />
      <path d="M120 258V308C160 300 205 302 240 318 275 302 320 300 360 308V258Z" fill="#d9714e" />
      <path d="M240 264C205 248 160 246 128 254V302C160 294 205 296 240 312Z" fill="#fbf7f0" />
      <path d="M240 264C275 248 320 246 352 254V302C320 294 275 296 240 312Z" fill="#f0e7d8" />
      <g fill="none" stroke="#d6cbb6" strokeWidth="2" strokeLinecap="round">
        <path d="M146 266c28-5 54-3 80 6M146 278c28-5 54-3 80 6M146 290c20-4 38-3 56 2" />
        <path d="M334 266c-28-5-54-3-80 6M334 278c-28-5-54-3-80 6M334 290c-20-4-38-3-56 2" />
      </g>
      <path d="M231 214C222 232 216 248 212 262H268C262 246 256 230 249 214Z" fill="#ef8a5b" />
      <rect x="233" y="244" width="5.5" height="20" rx="2.5" fill="#3a3286" />
      <rect x="241.5" y="244" width="5.5" height="20" rx="2.5" fill="#3a3286" />
      <rect x="231" y="210" width="18" height="38" rx="7" fill="#fdf0d2" />
      <path d="M247 218l18-22M233 218l-9 20" stroke="#fdf0d2" strokeWidth="5" strokeLinecap="round" />
      <circle cx="240" cy="198" r="12" fill="#e3b07f" />
      <path d="M228 197c0-14 25-16 25 0-5-6-17-7-25 0Z" fill="#5a3a2a" />
      <path d={twinkle(269, 190, 10)} fill="#f6c65b" />
    </svg>
  );
}
