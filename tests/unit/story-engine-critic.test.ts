/**
 * The story critic over the whole matrix the built-in engine serves: every theme × reading level ×
 * length × three seeds, with heroes that stretch it. Not one finding is allowed, and every story is
 * told by a tale at its length (never by the last-resort fit) and lands within ±10 % of its word count.
 * The same again with the setting a room or a home, where a tale that needs more room is told at its
 * own place and starts and ends in the parent's.
 */
import { describe, expect, it } from 'vitest';
import { readingLevels, storyLengths, targetWordCount } from '@shared/reading.ts';
import { storyThemeIds } from '@shared/story-themes.ts';
import { writeBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { advisoryRules, critiqueStory } from '../../src/server/providers/text/critic/index.ts';
import { wordCount } from '../../src/server/providers/text/readability.ts';
import type { StoryRequest } from '../../src/server/providers/text/types.ts';
import { goldfishProfile, storyProfiles } from '../support/story-profiles.ts';

describe.each(storyThemeIds.map((theme, index) => [theme, index] as const))('the critic finds nothing to fix: %s', (theme, themeIndex) => {
  it.each(readingLevels.map((level, index) => [level, index] as const))('%s, every length, three seeds', (level, levelIndex) => {
    const findings: string[] = [];
    for (const minutes of storyLengths) {
      for (const seed of [1, 2, 3]) {
        const profile = storyProfiles[(seed + themeIndex + levelIndex) % storyProfiles.length]!;
        const request: StoryRequest = { ...profile, theme, readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed };
        const { story, hints, lastResort } = writeBuiltinStory(request);
        // Long and hyphenated names are told in full once, so they must not shorten the story either.
        const words = wordCount(story.pages.map((page) => page.text).join('\n\n'));
        if (lastResort) findings.push(`${minutes} min, seed ${seed}, ${request.hero.name}: no tale reaches this length; the last-resort fit told ${words} words`);
        if (Math.abs(words / request.targetWordCount - 1) > 0.1) findings.push(`${minutes} min, seed ${seed}, ${request.hero.name}: ${words} words for a target of ${request.targetWordCount}`);
        // Advisory findings (a turn not yet showing the lesson) are counted by the bench, not failed here.
        for (const finding of critiqueStory(story, request, hints).filter((found) => !advisoryRules.has(found.rule))) {
          findings.push(`${minutes} min, seed ${seed}, ${request.hero.name}: [${finding.rule}] ${finding.message} — ${finding.sentence}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
}, 300_000);

const rooms = ['Grandma’s kitchen', 'my bedroom', 'the living room'];

describe.each(storyThemeIds.map((theme, index) => [theme, index] as const))('the critic finds nothing to fix in a room: %s', (theme, themeIndex) => {
  it.each(readingLevels.map((level, index) => [level, index] as const))('%s, every length', (level, levelIndex) => {
    const findings: string[] = [];
    storyLengths.forEach((minutes, lengthIndex) => {
      const seed = lengthIndex + 1;
      const profile = storyProfiles[(themeIndex + levelIndex + lengthIndex) % storyProfiles.length]!;
      const setting = rooms[(themeIndex + levelIndex + lengthIndex) % rooms.length]!;
      const request: StoryRequest = { ...profile, setting, theme, readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed };
      const { story, hints, lastResort } = writeBuiltinStory(request);
      const words = wordCount(story.pages.map((page) => page.text).join('\n\n'));
      if (lastResort) findings.push(`${minutes} min, ${setting}: no tale reaches this length; the last-resort fit told ${words} words`);
      if (Math.abs(words / request.targetWordCount - 1) > 0.1) findings.push(`${minutes} min, ${setting}: ${words} words for a target of ${request.targetWordCount}`);
      for (const finding of critiqueStory(story, request, hints).filter((found) => !advisoryRules.has(found.rule))) {
        findings.push(`${minutes} min, ${setting}, ${request.hero.name}: [${finding.rule}] ${finding.message} — ${finding.sentence}`);
      }
    });
    expect(findings).toEqual([]);
  });
}, 300_000);

// A pet that is not a dog, nor on paws at all: a goldfish never comes running, sniffs or jumps.
describe.each(storyThemeIds)('the critic finds nothing to fix for a child with a goldfish: %s', (theme) => {
  it('every level, every length', () => {
    const findings: string[] = [];
    for (const level of readingLevels) {
      for (const minutes of storyLengths) {
        const request: StoryRequest = { ...goldfishProfile, theme, readingLevel: level, targetWordCount: targetWordCount(level, minutes), seed: minutes };
        const { story, hints, lastResort } = writeBuiltinStory(request);
        if (lastResort) findings.push(`${level}, ${minutes} min: no tale reaches this length`);
        for (const finding of critiqueStory(story, request, hints).filter((found) => !advisoryRules.has(found.rule))) {
          findings.push(`${level}, ${minutes} min: [${finding.rule}] ${finding.message} — ${finding.sentence}`);
        }
      }
    }
    expect(findings).toEqual([]);
  }, 300_000);
});
