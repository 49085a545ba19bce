/** How a library story is shown on a card (docs/product.md "Sharing"). */
import { ageBandOf } from '../../shared/library.ts';
import type { LibraryCard } from '../../shared/schemas/library.ts';
import type { libraryStories } from '../db/schema.ts';

type LibraryRow = typeof libraryStories.$inferSelect;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function presentCard(row: LibraryRow): LibraryCard {
  return {
    id: row.id,
    title: row.title,
    theme: row.theme,
    templateId: row.templateId,
    readingLevel: row.readingLevel,
    ageBand: ageBandOf(row.readingLevel),
    length: row.length,
    illustrationStyle: row.illustrationStyle,
    narrated: row.narrated,
    hasCover: row.coverPath !== null,
    pageCount: row.pageCount,
    loves: row.loves,
    saves: row.saves,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}
