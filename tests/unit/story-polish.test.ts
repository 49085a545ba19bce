/** The last pass over the built-in engine's rendered text: capitals inside quotes, and a toy's name set off by commas. */
import { describe, expect, it } from 'vitest';
import { appositionEnd, guardName, joinSentences, polish } from '../../src/server/providers/text/builtin/polish.ts';

describe('capitals inside quotes', () => {
  it('gives speech introduced by a comma or a colon a capital', () => {
    expect(polish('Leo said, "yes, please."')).toBe('Leo said, “Yes, please.”');
    expect(polish('The sign said: "no swimming."')).toBe('The sign said: “No swimming.”');
  });

  it('starts a sentence after speech that ends with a full stop, but not after an exclamation', () => {
    expect(polish('"We have a den." the club had a password too.')).toBe('“We have a den.” The club had a password too.');
    expect(polish('"Stop!" shouted Mia.')).toBe('“Stop!” shouted Mia.');
  });

  it('gives speech that follows finished speech a capital', () => {
    expect(polish('"You never said." "football," Mia told Kit.')).toBe('“You never said.” “Football,” Mia told Kit.');
  });

  it('leaves a word quoted inside a sentence as it was written', () => {
    expect(polish('Somebody was saying the word "generators" again.')).toBe('Somebody was saying the word “generators” again.');
    expect(polish('It might have been "good luck".')).toBe('It might have been “good luck”.');
  });

  it('does not start a continued sentence again', () => {
    expect(polish('"Hedgehogs," it explained, "do not climb."')).toBe('“Hedgehogs,” it explained, “do not climb.”');
    expect(polish('"She lived here," said the old man, looking along the street at the houses he had known for sixty years, "and she was twelve."')).toBe(
      '“She lived here,” said the old man, looking along the street at the houses he had known for sixty years, “and she was twelve.”',
    );
  });
});

describe('letters and initials', () => {
  it('says "an" before a letter whose name starts with a vowel sound', () => {
    expect(polish('It was marked with a X and a F, and a U.')).toBe('It was marked with an X and an F, and a U.');
  });

  it('leaves a capital A that names something alone, and still mends the article at a sentence’s start', () => {
    expect(polish('Plan A is off, and Plan A always was.')).toBe('Plan A is off, and Plan A always was.');
    expect(polish('So Plan A ended. A owl hooted. "A apple?"')).toBe('So Plan A ended. An owl hooted. “An apple?”');
  });

  it('does not start a sentence after initials', () => {
    expect(polish('Under it was written: E.M. sat here.')).toBe('Under it was written: E.M. sat here.');
    expect(polish('It was signed E.M. the next line was blank.')).toBe('It was signed E.M. the next line was blank.');
    expect(polish('It was late. the lamp went out.')).toBe('It was late. The lamp went out.');
  });
});

describe('a name set off by commas', () => {
  const rabbit = `her rabbit, ${guardName('Mr Floppy')}${appositionEnd}`;

  it('closes with a comma when the sentence goes on', () => {
    expect(polish(`She held ${rabbit} close.`)).toContain('Mr Floppy\uE001, close.');
  });

  it('closes with nothing at the end of a sentence or clause', () => {
    expect(polish(`She held ${rabbit}.`)).toContain('Mr Floppy\uE001.');
    expect(polish(`She held ${rabbit}, and smiled.`)).toContain('Mr Floppy\uE001, and smiled.');
    expect(polish(`She held ${rabbit} — tight.`)).toContain('Mr Floppy\uE001 — tight.');
  });
});

describe('joining short sentences for older readers', () => {
  const always = { rate: 1, maxWords: 30, semicolons: false };

  it('never joins the sentences inside someone’s speech, and still joins the narration around it', () => {
    const text = 'She stood up. It was time. Grandad said, “Feet flat. Big breath. It helps. The words come.”';
    expect(joinSentences(text, always, () => 0)).toBe('She stood up, and it was time. Grandad said, “Feet flat. Big breath. It helps. The words come.”');
  });

  it('keeps a quotation whole when it runs over several sentences in a paragraph', () => {
    const text = '“It was late. The lamp was out. The door was shut. Nobody came,” said Gran. Then she smiled.';
    expect(joinSentences(text, always, () => 0)).toBe(text);
  });
});
