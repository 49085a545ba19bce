import { describe, expect, it } from 'vitest';
import { prerenderedPageTemplate } from '../../scripts/prerendered-template.ts';

const indexHtml = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

describe('the template of a prerendered page', () => {
  it('carries the stylesheet inline instead of linking it, and fetches the scripts at low priority', async () => {
    const asked: string[] = [];
    const html = await prerenderedPageTemplate(indexHtml, async (href) => {
      asked.push(href);
      return 'body{color:#24212e}.a>.b{margin:0}';
    });
    expect(asked).toEqual(['/assets/index-abc.css']);
    expect(html).toContain('<style>body{color:#24212e}.a>.b{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">');
  });

  it('keeps a stylesheet holding $-patterns exactly as written', async () => {
    const html = await prerenderedPageTemplate(indexHtml, async () => ".x::after{content:\"$&$'\"}");
    expect(html).toContain(".x::after{content:\"$&$'\"}");
  });

  it('refuses a stylesheet that would close the style element early', async () => {
    await expect(prerenderedPageTemplate(indexHtml, async () => '.x::after{content:"</style>"}')).rejects.toThrow(/cannot be inlined/);
  });

  it('refuses an index.html without a stylesheet, which would leave the page unstyled', async () => {
    await expect(prerenderedPageTemplate('<head></head><div id="root"></div>', async () => '')).rejects.toThrow(/no stylesheet/);
  });
});
