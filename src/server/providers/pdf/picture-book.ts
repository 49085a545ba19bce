/**
 * A story laid out as a printable picture book with pdfkit: a cover, one page per story page (its
 * picture above its text, set for the reading level), text that does not fit running on to a page
 * of its own, page numbers, and an optional keepsake page. Andika, a typeface made for children
 * learning to read, is embedded (subset) so the book prints the same anywhere.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { lazyModule } from '../../lazy-module.ts';

// pdfkit and its font engine hold about 25 MB once loaded: only a process that prints loads them.
const loadPdfKit = lazyModule(async () => (await import('pdfkit')).default);

export type PaperSize = 'a4' | 'letter';

export interface BookPage {
  text: string;
  /** JPEG or PNG bytes, 4:3; absent when the page has no picture. */
  picture: Uint8Array | null;
}

export interface PictureBook {
  title: string;
  /** The cover picture (JPEG or PNG), when the story has one. */
  cover: Uint8Array | null;
  /** "A Storyloom story for Mia". */
  byline: string;
  pages: readonly BookPage[];
  /** Body text size in points: bigger for the youngest readers. */
  textSize: number;
  paper: PaperSize;
  /** The keepsake page's two lines, e.g. "Made for Mia" and "on 26 November 2026". */
  keepsake: { dedication: string; date: string } | null;
}

const sizes: Record<PaperSize, string> = { a4: 'A4', letter: 'LETTER' };
/** Three quarters of an inch: clear of what home printers cannot reach. */
const margin = 54;
const ink = '#2b2540';
const muted = '#6b6480';
const accent = '#7a4fd6';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve('@fontsource/andika/files/andika-latin-400-normal.woff')),
    readFile(require.resolve('@fontsource/andika/files/andika-latin-700-normal.woff')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** Paragraphs are separated by blank lines in a story page's text. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const spacing = (size: number) => ({ lineGap: Math.round(size * 0.5), paragraphGap: Math.round(size * 0.6) });

/**
 * The text size that keeps a page's text on its own page: the reading level's size, or smaller
 * down to four fifths of it; a page still too long at that size runs on.
 */
function fittingSize(doc: PDFKit.PDFDocument, paragraphs: readonly string[], width: number, room: number, preferred: number): number {
  const smallest = Math.ceil(preferred * 0.8);
  for (let size = preferred; size > smallest; size -= 1) {
    doc.font('body').fontSize(size);
    const height = paragraphs.reduce((sum, paragraph) => sum + doc.heightOfString(paragraph, { width, ...spacing(size) }) + spacing(size).paragraphGap, 0);
    if (height <= room) return size;
  }
  return smallest;
}

export async function renderPictureBook(book: PictureBook): Promise<Uint8Array> {
  const [{ regular, bold }, PDFDocument] = await Promise.all([loadFonts(), loadPdfKit()]);
  const doc = new PDFDocument({
    size: sizes[book.paper],
    margin,
    autoFirstPage: false,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: book.title, Author: 'Storyloom', Creator: 'Storyloom' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);

  doc.addPage();
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - margin;

  // Cover: the picture, then the title and the byline centred beneath it.
  let y = margin;
  if (book.cover) {
    const height = Math.min((width * 3) / 4, doc.page.height * 0.55);
    doc.image(Buffer.from(book.cover), margin, y, { fit: [width, height], align: 'center', valign: 'center' });
    y += height + 36;
  } else {
    y = doc.page.height / 3;
  }
  doc.font('bold').fontSize(30).fillColor(ink).text(book.title, margin, y, { width, align: 'center', lineGap: 4 });
  doc.moveDown(0.8).font('body').fontSize(15).fillColor(muted).text(book.byline, { width, align: 'center' });

  const storyPagesStart = doc.bufferedPageRange().count;
  for (const page of book.pages) {
    doc.addPage();
    let top = margin;
    if (page.picture) {
      const height = Math.min((width * 3) / 4, (doc.page.height - 2 * margin) * 0.55);
      doc.image(Buffer.from(page.picture), margin, top, { fit: [width, height], align: 'center', valign: 'center' });
      top += height + book.textSize * 1.4;
    } else {
      top += book.textSize * 2;
    }
    const paragraphs = paragraphsOf(page.text);
    const size = fittingSize(doc, paragraphs, width, bottom() - top, book.textSize);
    doc.font('body').fontSize(size).fillColor(ink);
    doc.x = margin;
    doc.y = top;
    // Text that does not fit even at the smallest size carries on over the page, which pdfkit does itself.
    for (const paragraph of paragraphs) {
      if (doc.y + size * 1.5 > bottom()) doc.addPage();
      doc.text(paragraph, { width, align: 'left', ...spacing(size) });
    }
  }

  if (book.keepsake) {
    doc.addPage();
    const middle = doc.page.height / 2 - 60;
    doc.font('bold').fontSize(26).fillColor(accent).text(book.keepsake.dedication, margin, middle, { width, align: 'center' });
    doc.moveDown(0.6).font('body').fontSize(16).fillColor(ink).text(book.keepsake.date, { width, align: 'center' });
    doc.moveDown(2).fontSize(11).fillColor(muted).text('Made with Storyloom', { width, align: 'center' });
  }

  // Page numbers on the story's pages (not the cover, not the keepsake).
  const range = doc.bufferedPageRange();
  const lastStoryPage = range.count - (book.keepsake ? 1 : 0);
  for (let index = storyPagesStart; index < lastStoryPage; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin pdfkit would start a new page for the number: lift the margin first.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(muted)
      .text(String(index - storyPagesStart + 1), margin, doc.page.height - margin / 2 - 6, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
