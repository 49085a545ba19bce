/**
 * Build-time rendering of the public pages (vite.config.ts runs it after the browser build): each
 * page's HTML and the title, description and robots rule it declares with useDocumentMeta.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { paths } from '@shared/routes.ts';
import { App } from './app/app.tsx';
import { collectDocumentMeta, type DocumentMeta } from './lib/document-meta.ts';

export interface PrerenderedPage {
  html: string;
  meta: DocumentMeta | undefined;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const collected = collectDocumentMeta();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<App ssrPath={path} />, {
      onError: (error) => void errors.push(error),
      // Every part of the page in place, in order: a part sent ahead would need a script to move it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    if (errors.length > 0) throw new Error(`Rendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return { html: Buffer.concat(chunks).toString('utf8'), meta: collected.meta };
  } finally {
    collected.stop();
  }
}

/**
 * The public pages rendered at build time. A blog post's page is rendered once, as the shell every
 * post starts from; the server gives it each post's title and description.
 */
export const blogPostShellPath = '/blog/post';

export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.contact,
  paths.blog,
  blogPostShellPath,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
  paths.accessibility,
  paths.coppaCompliance,
  paths.personalizedKidsBooks,
  paths.customBedtimeStories,
  paths.featureSmartPersonalization,
  paths.featureCaptivatingIllustrations,
  paths.featureChildPortraits,
  paths.featureVoiceNarration,
  paths.featureVoiceCloning,
  paths.featureCommunityLibrary,
];
