import { describe, expect, it } from 'vitest';
import { parsePostBody } from '@web/features/blog/post-body.ts';

describe('blog post body', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parsePostBody('First line\ncontinues here.\n\nSecond paragraph.')).toEqual([
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('reads ## and ### headings and - lists', () => {
    const body = '## Why it works\nIntro line.\n- one\n- two\n  wrapped\n\n### Small print\nEnd.';
    expect(parsePostBody(body)).toEqual([
      { kind: 'heading', level: 2, text: 'Why it works' },
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'list', items: ['one', 'two wrapped'] },
      { kind: 'heading', level: 3, text: 'Small print' },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parsePostBody('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('handles Windows line endings and an empty body', () => {
    expect(parsePostBody('a\r\n\r\nb')).toHaveLength(2);
    expect(parsePostBody('')).toEqual([]);
  });
});
