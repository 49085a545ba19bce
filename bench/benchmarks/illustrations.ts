/**
 * The built-in illustrator, in process: time per page and per 12-page book (target under 100 ms a
 * page), SVG bytes per page (target under 60 KB), rasterising one page to WebP, and consistency:
 * the hero and a companion in 50 directed scenes keep every identity attribute, and no two pages
 * of one book are the same picture.
 */
import { defaultAppearance, eyeColours, hairColours, outfitColours, skinTones, type Appearance } from '../../src/shared/appearance.ts';
import { illustrationStyleIds } from '../../src/shared/schemas/stories.ts';
import { storyThemeIds } from '../../src/shared/story-themes.ts';
import { directScene } from '../../src/server/domain/scene-director.ts';
import { petLook } from '../../src/server/providers/images/builtin/cast.ts';
import { illustrate } from '../../src/server/providers/images/builtin/illustrate.ts';
import { rasterise } from '../../src/server/providers/images/raster.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { kilobytes, median, table, verdict } from '../lib/format.ts';

const pageTargetMs = 100;
const bytesTarget = 60 * 1024;
const hero: Appearance = { ...defaultAppearance, skinTone: 'brown', hairColour: 'black', hairStyle: 'coily', eyeColour: 'brown', glasses: true, freckles: true, outfitPrimary: 'sunflower', outfitSecondary: 'navy' };
const pet = petLook('Biscuit', 'a scruffy dog');

function book(seed: number, theme = storyThemeIds[seed % storyThemeIds.length]!, pages = 12) {
  const story = generateBuiltinStory({
    hero: { name: 'Mia', pronouns: 'she', age: 6, interests: ['dogs'], favourites: {} },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy dog' }],
    theme,
    setting: '',
    readingLevel: 'emergent-reader',
    targetWordCount: 100 * 15,
    seed,
  });
  const direct = { heroName: 'Mia', setting: '', theme, extras: [{ kind: 'pet' as const, name: 'Biscuit', description: 'a scruffy dog' }], seed };
  const texts = Array.from({ length: pages }, (_, index) => story.pages[index % story.pages.length]!);
  return texts.map((page, index) => directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index, pageCount: pages }));
}

/** The hero's group in a picture: what must be the same child on every page. */
function heroAttributes(svg: string): string {
  const start = svg.indexOf('<g data-figure="hero"');
  const group = svg.slice(start, svg.indexOf('data-figure="', start + 10) > 0 ? svg.indexOf('data-figure="', start + 10) : undefined);
  const colours = [skinTones.brown, hairColours.black, eyeColours.brown, outfitColours.sunflower, outfitColours.navy].map((colour) => group.includes(colour));
  return `${colours.join()}|glasses:${group.match(/r="12.5"/g)?.length ?? 0}|freckles:${group.match(/r="1.6"/g)?.length ?? 0}`;
}

function petAttributes(svg: string): string {
  if (pet.type !== 'animal') return '';
  const start = svg.indexOf('<g data-figure="extra-0"');
  if (start < 0) return 'absent';
  return `${svg.indexOf(pet.look.body, start) > start}|${svg.indexOf(pet.look.accent, start) > start}`;
}

export const illustrationsBenchmark: Benchmark = {
  name: 'illustrations',
  summary: 'built-in illustrator: ms per page and per book, SVG bytes, raster time, identity over 50 scenes',
  async run() {
    heading('Built-in illustrations');
    const rows: string[][] = [['style', 'median ms/page', 'max ms/page', '12-page book ms', 'median KB', 'max KB', 'distinct pages']];
    let worstPage = 0;
    let worstBytes = 0;
    for (const style of illustrationStyleIds) {
      const plans = book(5);
      const times: number[] = [];
      const sizes: number[] = [];
      const svgs: string[] = [];
      const started = performance.now();
      for (const plan of plans) {
        const t = performance.now();
        const svg = illustrate({ plan, style, hero, extras: [pet], seed: 5 });
        times.push(performance.now() - t);
        sizes.push(svg.length);
        svgs.push(svg);
      }
      const bookMs = performance.now() - started;
      worstPage = Math.max(worstPage, ...times);
      worstBytes = Math.max(worstBytes, ...sizes);
      rows.push([style, median(times).toFixed(1), Math.max(...times).toFixed(1), bookMs.toFixed(0), kilobytes(median(sizes)), kilobytes(Math.max(...sizes)), `${new Set(svgs).size}/${svgs.length}`]);
    }
    console.log(table(rows, [1, 2, 3, 4, 5, 6]));
    console.log(`${verdict(worstPage < pageTargetMs)} slowest page ${worstPage.toFixed(1)} ms (target < ${pageTargetMs} ms)`);
    console.log(`${verdict(worstBytes < bytesTarget)} largest page ${kilobytes(worstBytes)} (target < ${kilobytes(bytesTarget)})`);

    const rasterRows: string[][] = [['style', 'WebP 640 px ms', 'bytes']];
    for (const style of illustrationStyleIds) {
      const svg = illustrate({ plan: book(9)[1]!, style, hero, extras: [pet], seed: 9 });
      const t = performance.now();
      const webp = await rasterise(svg, 'webp');
      rasterRows.push([style, (performance.now() - t).toFixed(0), kilobytes(webp.byteLength)]);
    }
    console.log(table(rasterRows, [1, 2]));

    // 50 scenes from five books of ten pages, across every theme and style.
    const heroes = new Set<string>();
    const pets = new Set<string>();
    let scenes = 0;
    let repeatedBooks = 0;
    for (let seed = 0; seed < 5; seed += 1) {
      const svgs = book(seed * 7 + 1, storyThemeIds[seed * 2]!, 10).map((plan, index) => illustrate({ plan, style: illustrationStyleIds[(seed + index) % illustrationStyleIds.length]!, hero, extras: [pet], seed }));
      if (new Set(svgs).size !== svgs.length) repeatedBooks += 1;
      for (const svg of svgs) {
        heroes.add(heroAttributes(svg));
        const attributes = petAttributes(svg);
        if (attributes !== 'absent') pets.add(attributes);
        scenes += 1;
      }
    }
    console.log(`${verdict(heroes.size === 1 && [...heroes][0]!.startsWith('true,true,true,true,true|glasses:2|freckles:8'))} hero identity over ${scenes} scenes: ${heroes.size} variant(s) ${[...heroes].join(' ; ')}`);
    console.log(`${verdict(pets.size === 1 && [...pets][0] === 'true|true')} companion colours over the scenes it appears in: ${[...pets].join(' ; ')}`);
    console.log(`${verdict(repeatedBooks === 0)} books with two identical pages: ${repeatedBooks} of 5`);
  },
};
