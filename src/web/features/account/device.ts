/**
 * A session's browser and system in plain words ("Firefox on Windows"), from its user-agent
 * string. Good enough to recognise your own devices; not a fingerprint.
 */

/** Order matters: Edge and Opera also claim Chrome; Chrome also claims Safari. */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'An unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (/HeadlessChrome/.test(userAgent)) return `Automated browser${system ? ` on ${system}` : ''}`;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  // Command-line tools and apps name themselves first: "curl/8.1", "okhttp/4".
  const product = userAgent.match(/^([A-Za-z][\w.-]*)\//)?.[1];
  return product ? `${product} (not a web browser)` : 'An unknown device';
}
