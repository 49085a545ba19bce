import type { ReactNode } from 'react';

/** Spot illustrations for the feature and marketing pages (lazy pages only, never the landing bundle). */

const night = '#231f52';
const paper = '#fbf7f0';
const gold = '#f6c65b';
const coral = '#ef8a5b';
const lavender = '#a99cff';
const mint = '#5fd39a';

function Panel({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 400 300"
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full rounded-[2rem] border border-border shadow-xl shadow-primary/10"
    >
      <rect width="400" height="300" fill={night} />
      {[[30, 30], [360, 40], [60, 250], [340, 262], [200, 24], [110, 70]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill={paper} opacity=".7" />
      ))}
      {children}
    </svg>
  );
}

/** The same little caped hero appears in every picture, as in a real Storyloom book. */
function Hero({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-9 4C-18 22-24 38-28 52H28C22 36 16 20 9 4Z" fill={coral} />
      <rect x="-9" y="0" width="18" height="38" rx="7" fill={paper} />
      <rect x="-7" y="34" width="5.5" height="18" rx="2.5" fill="#3a3286" />
      <rect x="1.5" y="34" width="5.5" height="18" rx="2.5" fill="#3a3286" />
      <circle cx="0" cy="-12" r="12" fill="#e3b07f" />
      <path d="M-12-13c0-14 25-16 25 0-5-6-17-7-25 0Z" fill="#5a3a2a" />
    </g>
  );
}

export function PersonalizationArt() {
  return (
    <Panel>
      <rect x="70" y="50" width="260" height="200" rx="22" fill={paper} />
      <circle cx="125" cy="108" r="30" fill="#fdf0d2" />
      <Hero x={125} y={104} scale={0.55} />
      <rect x="170" y="88" width="120" height="14" rx="7" fill="#3a3286" />
      <rect x="170" y="112" width="84" height="10" rx="5" fill="#d6cbb6" />
      {[
        [92, 166, 98, 'dinosaurs', '#fdf0d2'],
        [198, 166, 120, 'the seaside', '#e9e4ff'],
        [92, 202, 116, 'a brave dog', '#e3f6ec'],
        [216, 202, 70, 'age 6', '#fde4d9'],
      ].map(([x, y, w, label, fill]) => (
        <g key={label as string}>
          <rect x={x as number} y={(y as number) - 20} width={w as number} height="28" rx="14" fill={fill as string} />
          <text x={(x as number) + 14} y={(y as number) - 1} fontSize="14" fontWeight="600" fill={night}>
            {label}
          </text>
        </g>
      ))}
      <path d="M318 48l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill={gold} />
    </Panel>
  );
}

export function IllustrationsArt() {
  const scenes: ReadonlyArray<[number, string, ReactNode]> = [
    [28, '#3d7fb8', <path key="sea" d="M0 110q20-10 40 0t40 0 40 0v40H0Z" fill="#2b5f8c" />],
    [146, '#2f6b4f', <path key="forest" d="M14 120l16-46 16 46ZM70 120l18-56 18 56Z" fill="#1f4a37" />],
    [264, '#4b3f9e', <circle key="moon" cx="86" cy="34" r="16" fill={gold} />],
  ];
  return (
    <Panel>
      {scenes.map(([x, sky, detail], index) => (
        <g key={x} transform={`translate(${x} ${70 + (index % 2) * 16}) rotate(${index - 1} 54 74)`}>
          <rect width="108" height="150" rx="12" fill={paper} />
          <svg x="8" y="8" width="92" height="110" viewBox="0 0 120 150">
            <rect width="120" height="150" rx="8" fill={sky} />
            {detail}
            <Hero x={60} y={72} scale={0.8} />
          </svg>
          <rect x="14" y="126" width="70" height="6" rx="3" fill="#d6cbb6" />
          <rect x="14" y="137" width="48" height="6" rx="3" fill="#d6cbb6" />
        </g>
      ))}
    </Panel>
  );
}

export function PortraitsArt() {
  return (
    <Panel>
      <rect x="110" y="44" width="180" height="212" rx="20" fill={paper} />
      <rect x="126" y="60" width="148" height="150" rx="12" fill="#e9e4ff" />
      <circle cx="200" cy="122" r="30" fill={lavender} />
      <path d="M146 210a54 54 0 0 1 108 0Z" fill={lavender} />
      <g opacity=".55" fill={night}>
        {Array.from({ length: 6 }, (_, row) =>
          Array.from({ length: 7 }, (_, col) => (
            <rect key={`${row}-${col}`} x={132 + col * 20} y={68 + row * 24} width="8" height="8" rx="2" opacity={(row + col) % 3 ? 0.35 : 0.8} />
          )),
        )}
      </g>
      <rect x="140" y="224" width="120" height="10" rx="5" fill="#d6cbb6" />
      <circle cx="282" cy="228" r="38" fill={gold} />
      <rect x="266" y="224" width="32" height="24" rx="5" fill={night} />
      <path d="M272 224v-7a10 10 0 0 1 20 0v7" fill="none" stroke={night} strokeWidth="5" />
      <circle cx="282" cy="236" r="3.5" fill={gold} />
    </Panel>
  );
}

export function NarrationArt() {
  const lines: ReadonlyArray<[number, number, boolean]> = [
    [92, 170, false], [118, 120, true], [144, 180, false], [170, 150, false], [196, 96, false],
  ];
  return (
    <Panel>
      <path d="M200 58C164 44 112 42 70 52V244C112 234 164 236 200 252Z" fill={paper} />
      <path d="M200 58C236 44 288 42 330 52V244C288 234 236 236 200 252Z" fill="#f0e7d8" />
      {lines.map(([y, width, active]) => (
        <g key={y}>
          <rect x="86" y={y} width={width / 1.6} height="10" rx="5" fill="#d6cbb6" />
          {active && <rect x="86" y={y - 5} width="44" height="20" rx="6" fill="#fdf0d2" stroke={gold} strokeWidth="3" />}
        </g>
      ))}
      <Hero x={262} y={128} scale={0.9} />
      <g fill="none" stroke={gold} strokeWidth="5" strokeLinecap="round">
        <path d="M340 120a30 30 0 0 1 0 44" />
        <path d="M356 102a54 54 0 0 1 0 80" opacity=".6" />
      </g>
    </Panel>
  );
}

export function VoiceCloningArt() {
  const bars = [18, 34, 52, 30, 64, 42, 24, 48, 70, 38, 22, 44, 58, 26];
  return (
    <Panel>
      <rect x="168" y="50" width="64" height="118" rx="32" fill={paper} />
      <path d="M140 138a60 60 0 0 0 120 0" fill="none" stroke={paper} strokeWidth="8" strokeLinecap="round" />
      <path d="M200 198v34M170 236h60" stroke={paper} strokeWidth="8" strokeLinecap="round" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={index < 7 ? 36 + index * 14 : 274 + (index - 7) * 14}
          y={150 - height / 2}
          width="8"
          height={height}
          rx="4"
          fill={index % 2 ? lavender : gold}
        />
      ))}
      <path d="M200 104c-8-12-28-8-24 8 3 10 24 22 24 22s21-12 24-22c4-16-16-20-24-8Z" fill={coral} />
    </Panel>
  );
}

export function CommunityLibraryArt() {
  const books: ReadonlyArray<[number, number, string]> = [
    [60, 96, coral], [94, 80, lavender], [128, 104, gold], [162, 88, mint], [250, 96, '#7fb6e8'], [284, 84, coral],
  ];
  return (
    <Panel>
      <rect x="50" y="206" width="300" height="14" rx="6" fill="#f0e7d8" />
      {books.map(([x, height, color]) => (
        <g key={x}>
          <rect x={x} y={206 - height} width="30" height={height} rx="5" fill={color} />
          <rect x={x + 8} y={216 - height} width="14" height="5" rx="2.5" fill={night} opacity=".35" />
        </g>
      ))}
      <g transform="rotate(14 338 206)">
        <rect x="322" y="112" width="32" height="94" rx="5" fill={paper} />
      </g>
      <circle cx="330" cy="86" r="26" fill={mint} />
      <path d="M318 86l8 8 16-17" fill="none" stroke={night} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <Hero x={221} y={166} scale={0.75} />
    </Panel>
  );
}
