import { describe, expect, it } from 'vitest';
import { containsName, replaceName, replaceNames } from '../../src/shared/hero-name.ts';

describe('replacing a child’s name', () => {
  it('replaces whole words only, in the capitals the text used', () => {
    expect(replaceName('Maya met MAYA and maya, but not Mayan or Amaya.', 'Maya', 'Leo')).toBe('Leo met LEO and leo, but not Mayan or Amaya.');
  });

  it('keeps possessives reading well', () => {
    expect(replaceName("Maya's hat and Maya’s scarf", 'Maya', 'Leo')).toBe("Leo's hat and Leo’s scarf");
    expect(replaceName("James' kite flew. JAMES' TOO", 'James', 'Leo')).toBe("Leo's kite flew. LEO'S TOO");
  });

  it('replaces a two-part name and each of its parts', () => {
    expect(replaceName('Mary Ann smiled; Mary waved; Ann laughed.', 'Mary Ann', 'Leo')).toBe('Leo smiled; Leo waved; Leo laughed.');
  });

  it('replaces the hero and the companions in turn, and finds what is left', () => {
    const text = replaceNames('Maya and Theo', [
      { from: 'Maya', to: 'Leo' },
      { from: 'Theo', to: 'Sam' },
    ]);
    expect(text).toBe('Leo and Sam');
    expect(containsName(text, 'Maya')).toBe(false);
    expect(containsName('hello MAYA!', 'Maya')).toBe(true);
    expect(containsName('Amaya', 'Maya')).toBe(false);
  });
});
