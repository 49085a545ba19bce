/**
 * Test photos made on the spot with sharp (and, for the decompression bomb, by hand), so every
 * case states exactly what is in its bytes.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 214, g: 120, b: 88 } } });

export const makeJpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer();
export const makePng = (width = 640, height = 480) => solid(width, height).png().toBuffer();
/** What an outside image model's picture is stored as. */
export const makeWebp = (width = 640, height = 480) => solid(width, height).webp().toBuffer();

/** A phone photo as it leaves the camera: GPS position, camera make and a serial number in EXIF. */
export const cameraMake = 'Storyloom Test Camera';
export function makeJpegWithGps(): Promise<Buffer> {
  return solid(800, 600)
    .withExif({
      IFD0: { Make: cameraMake, Model: 'Model 7', Copyright: 'Robin Parent' },
      IFD2: { BodySerialNumber: 'SN-0042-7781' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2664/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .jpeg()
    .toBuffer();
}

/** Landscape pixels with EXIF orientation 6: the photo is meant to be shown rotated to portrait. */
export const makeSidewaysJpeg = () => solid(800, 600).withMetadata({ orientation: 6 }).jpeg().toBuffer();

/** True when the bytes hold a pointer to a GPS IFD (tag 0x8825) in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG whose header declares width × height RGB pixels (100 megapixels
 * would decode to 300 MB) while the file itself is a few kilobytes.
 */
export function makePngBomb(width = 10_000, height = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO-BMFF file that says it is a HEIC (brand `heic`) but holds no image. */
export function makeFakeHeic(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.from('this is not really an image at all', 'latin1')]);
}
