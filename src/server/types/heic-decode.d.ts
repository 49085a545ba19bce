/** heic-decode ships no types; this covers the two calls the portrait pipeline makes. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode: () => Promise<DecodedImage>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Reads the container only: sizes are known before any pixel is decoded. */
    all: (input: { buffer: Uint8Array }) => Promise<LazyImage[] & { dispose: () => void }>;
  }
  const decode: HeicDecode;
  export default decode;
}
