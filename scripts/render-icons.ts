/**
 * Renders the app's install icons (src/web/public/icons) from its SVG mark, src/web/public/favicon.svg:
 * `node --import tsx scripts/render-icons.ts`. The PNGs are committed; run this after changing the mark.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../src/web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir));

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 64 }).resize(size, size).png().toFile(new URL(`icons/icon-${size}.png`, publicDir).pathname);
}
// A maskable icon keeps its mark inside the middle 80 %, on the mark's own colour, for any shape of mask.
const inner = await sharp(mark, { density: (72 * 360) / 64 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#5b4bd6' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(new URL('icons/icon-maskable-512.png', publicDir).pathname);
