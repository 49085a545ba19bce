/**
 * Blog posts are stored as light plain text: paragraphs separated by blank lines, `## ` (and
 * `### `) headings, `- ` list items. Parsed into blocks that React renders as elements, so no HTML
 * from the database ever reaches the page.
 */
export type BodyBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parsePostBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list?.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };

  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^#{2,3} /.test(line)) {
      flush();
      const level = line.startsWith('### ') ? 3 : 2;
      blocks.push({ kind: 'heading', level, text: line.slice(level + 1).trim() });
    } else if (/^[-*] /.test(line)) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else if (list && /^\s/.test(raw)) {
      // An indented line continues the list item above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
