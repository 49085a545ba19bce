/**
 * The printable PDF of a 12-page illustrated story, in process, for every style: preparing its 13
 * pictures for print (done in the background once the story is ready, src/server/domain/
 * story-print-pictures.ts; also what a PDF asked for before that has finished waits for), the first
 * PDF of the story and the next one, against the 5 s target, and the file's size. The PDF modules
 * are loaded by the first PDF, as after a server start. The first book is written to a temp file so
 * it can be looked at.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import { illustrationStyleIds } from '../../src/shared/schemas/stories.ts';
import { directScene } from '../../src/server/domain/scene-director.ts';
import { printTextSize } from '../../src/server/domain/story-pdf-book.ts';
import { printPictures } from '../../src/server/domain/story-print-pictures.ts';
import { illustrate } from '../../src/server/providers/images/builtin/illustrate.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { kilobytes, table, verdict } from '../lib/format.ts';

const targetMs = 5_000;
const pageCount = 12;

function story() {
  const written = generateBuiltinStory({
    hero: { name: 'Mia', pronouns: 'she', age: 6, interests: ['owls'], favourites: {} },
    extraCharacters: [],
    theme: 'bedtime',
    setting: '',
    readingLevel: 'emergent-reader',
    targetWordCount: 100 * 10,
    seed: 12,
  });
  const direct = { heroName: 'Mia', setting: '', theme: 'bedtime' as const, extras: [], seed: 12 };
  const pages = Array.from({ length: pageCount }, (_, index) => written.pages[index % written.pages.length]!);
  const plans = pages.map((page, index) => directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index, pageCount }));
  return { title: written.title, pages, plans };
}

export const pdfBenchmark: Benchmark = {
  name: 'pdf',
  summary: 'printable PDF of a 12-page illustrated story per style: first and repeat time, size',
  async run() {
    heading('Story PDF');
    const { title, pages, plans } = story();
    const folder = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-pdf-'));
    const rows: string[][] = [['style', 'pictures for print ms', 'first PDF ms', 'next PDF ms', 'size']];
    let worstPictures = 0;
    let worstFirst = 0;
    let worstNext = 0;
    let sample = '';
    try {
      for (const style of illustrationStyleIds) {
        const storage = createLocalStorage(path.join(folder, style));
        const keys = await Promise.all(
          [...plans, plans[0]!].map(async (plan, index) => {
            const key = `illustrations/bench/${style}/${index}.svg`;
            await storage.put(key, new TextEncoder().encode(illustrate({ plan, style, hero: defaultAppearance, extras: [], seed: index })), 'image/svg+xml');
            return key;
          }),
        );
        // Prepared as a PDF asked for at once would prepare them: two at a time.
        const preparing = performance.now();
        await printPictures(storage, keys);
        const picturesMs = performance.now() - preparing;
        const make = async () => {
          const started = performance.now();
          const { renderPictureBook } = await import('../../src/server/providers/pdf/picture-book.ts');
          const pictures = await printPictures(storage, keys);
          const body = await renderPictureBook({
            title,
            cover: pictures[pageCount] ?? null,
            byline: 'A Storyloom story for Mia',
            pages: pages.map((page, index) => ({ text: page.text, picture: pictures[index] ?? null })),
            textSize: printTextSize['emergent-reader'],
            paper: 'a4',
            keepsake: { dedication: 'Made for Mia', date: 'on 1 December 2026' },
          });
          return { ms: performance.now() - started, body };
        };
        const first = await make();
        const next = await make();
        worstPictures = Math.max(worstPictures, picturesMs);
        worstFirst = Math.max(worstFirst, first.ms);
        worstNext = Math.max(worstNext, next.ms);
        if (!sample) {
          sample = path.join(tmpdir(), `storyloom-bench-${style}.pdf`);
          await writeFile(sample, first.body);
        }
        rows.push([style, picturesMs.toFixed(0), first.ms.toFixed(0), next.ms.toFixed(0), kilobytes(first.body.byteLength)]);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    console.log(table(rows, [1, 2, 3, 4]));
    console.log(`${verdict(worstFirst < targetMs)} slowest first PDF of a story ${(worstFirst / 1000).toFixed(1)} s (target < ${targetMs / 1000} s)`);
    console.log(`${verdict(worstNext < targetMs)} slowest next PDF ${(worstNext / 1000).toFixed(1)} s`);
    console.log(`   slowest preparation of the pictures for print, in the background once a story is ready: ${(worstPictures / 1000).toFixed(1)} s`);
    console.log(`   a sample book: ${sample}`);
  },
};
