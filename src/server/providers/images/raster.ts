/**
 * Raster copies of our SVGs (the cover for share previews, the pictures of a printable PDF). sharp renders SVG
 * with librsvg; our pictures carry no text, so no fonts are needed to draw them the same anywhere.
 */
import { lazyModule } from '../../lazy-module.ts';

const loadSharp = lazyModule(async () => (await import('sharp')).default);

export type RasterFormat = 'webp' | 'png' | 'jpeg';

/**
 * Our pictures are 800 wide at 72 dpi; the density makes librsvg draw at the size asked for, rather
 * than drawing large and shrinking (its texture filters cost in proportion to the pixels drawn).
 */
export async function rasterise(svg: string, format: RasterFormat, width = 640): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 800 });
  const output =
    format === 'webp' ? image.webp({ quality: 86 }) : format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }) : image.png({ compressionLevel: 8 });
  return new Uint8Array(await output.toBuffer());
}

/** Another raster image (an outside model's PNG or WebP) as a JPEG of at most `width` pixels across. */
export async function toJpeg(body: Uint8Array, width: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const output = sharp(body).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true });
  return new Uint8Array(await output.toBuffer());
}

/**
 * An outside model's picture as we keep it: decoded (so anything that is not an image fails here),
 * at most `width` pixels across, re-encoded as WebP with no metadata.
 */
export async function toWebp(body: Uint8Array, width = 1024): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const output = sharp(body, { limitInputPixels: 40_000_000 }).resize({ width, withoutEnlargement: true }).webp({ quality: 86 });
  return new Uint8Array(await output.toBuffer());
}
