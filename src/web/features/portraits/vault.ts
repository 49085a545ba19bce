/**
 * What this tab has unlocked, in memory only: keys derived from passwords (by salt) and the
 * decrypted images (as image/jpeg object URLs, docs/product.md §7). Nothing is written to storage; a
 * reload, logout or another account locks everything again.
 */
const keysBySalt = new Map<string, CryptoKey>();
const imagesByPortrait = new Map<string, string>();
const blobsByPortrait = new Map<string, Blob>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

export const vault = {
  keyFor: (salt: string) => keysBySalt.get(salt),
  rememberKey(salt: string, key: CryptoKey) {
    keysBySalt.set(salt, key);
  },
  imageFor: (portraitId: string) => imagesByPortrait.get(portraitId),
  /** The decrypted picture itself, for sending with one story (docs/decisions/020). */
  pictureFor: (portraitId: string) => blobsByPortrait.get(portraitId),
  rememberImage(portraitId: string, plaintext: Uint8Array<ArrayBuffer>): string {
    const existing = imagesByPortrait.get(portraitId);
    if (existing) return existing;
    const blob = new Blob([plaintext], { type: 'image/jpeg' });
    const url = URL.createObjectURL(blob);
    imagesByPortrait.set(portraitId, url);
    blobsByPortrait.set(portraitId, blob);
    changed();
    return url;
  },
  forgetImage(portraitId: string) {
    const url = imagesByPortrait.get(portraitId);
    if (!url) return;
    URL.revokeObjectURL(url);
    imagesByPortrait.delete(portraitId);
    blobsByPortrait.delete(portraitId);
    changed();
  },
  /** Locks everything: on logout, or when another account signs in on this tab. */
  clear() {
    for (const url of imagesByPortrait.values()) URL.revokeObjectURL(url);
    imagesByPortrait.clear();
    blobsByPortrait.clear();
    keysBySalt.clear();
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};
