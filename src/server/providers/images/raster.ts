/**
 * Raster copies of our SVGs (the cover for share previews and, later, the PDF). sharp renders SVG
 * with librsvg; our pictures carry no text, so no fonts are needed to draw them the same anywhere.
 */
import sharp from 'sharp';

export type RasterFormat = 'webp' | 'png';

/**
 * Our pictures are 800 wide at 72 dpi; the density makes librsvg draw at the size asked for, rather
 * than drawing large and shrinking (its texture filters cost in proportion to the pixels drawn).
 */
export async function rasterise(svg: string, format: RasterFormat, width = 640): Promise<Uint8Array> {
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 800 });
  const output = format === 'webp' ? image.webp({ quality: 86 }) : image.png({ compressionLevel: 8 });
  return new Uint8Array(await output.toBuffer());
}
