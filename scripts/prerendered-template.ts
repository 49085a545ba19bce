/**
 * The page a prerendered public page is written into: the built index.html with its stylesheet
 * inline and its scripts fetched at low priority. The HTML then paints on its own: a stylesheet
 * request would hold the first paint back by a round trip and its download, and on a slow line
 * scripts at their usual high priority share the bandwidth the page needs (Lighthouse, mobile: FCP
 * 2.2 s before). The scripts only bring alive what is already on screen. Pages the app renders later
 * in the same document need no other stylesheet: there is only this one.
 */
const stylesheetLink = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const appScript = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export async function prerenderedPageTemplate(indexHtml: string, readAsset: (href: string) => Promise<string>): Promise<string> {
  const links = [...indexHtml.matchAll(stylesheetLink)];
  if (links.length === 0) throw new Error('index.html links no stylesheet to inline.');
  let html = indexHtml;
  for (const [link, href] of links) {
    const css = await readAsset(href!);
    // Only "</style" could end the element early; a stylesheet holding it is refused, not mangled.
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style".`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html.replace(appScript, '<$1 fetchpriority="low"');
}
