/**
 * What this tab has unlocked, in memory only: keys derived from passwords (by salt) and the
 * decrypted images (as image/jpeg object URLs, docs/product.md §7). Nothing is written to storage; a
 * reload, logout or another account locks everything again.
 */
const keysBySalt = new Map<string, CryptoKey>();
const imagesByPortrait = new Map<string, string>();
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
  rememberImage(portraitId: string, plaintext: Uint8Array<ArrayBuffer>): string {
    const existing = imagesByPortrait.get(portraitId);
    if (existing) return existing;
    const url = URL.createObjectURL(new Blob([plaintext], { type: 'image/jpeg' }));
    imagesByPortrait.set(portraitId, url);
    changed();
    return url;
  },
  forgetImage(portraitId: string) {
    const url = imagesByPortrait.get(portraitId);
    if (!url) return;
    URL.revokeObjectURL(url);
    imagesByPortrait.delete(portraitId);
    changed();
  },
  /** Locks everything: on logout, or when another account signs in on this tab. */
  clear() {
    for (const url of imagesByPortrait.values()) URL.revokeObjectURL(url);
    imagesByPortrait.clear();
    keysBySalt.clear();
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};
