import { describe, expect, it } from 'vitest';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { PortraitRecord } from '@shared/schemas/portraits.ts';
import { initialWizardState, withHero } from '../../src/web/features/create-story/state.ts';
import { heroLockedPortrait, unlockedPortraitField } from '../../src/web/features/create-story/unlocked-portrait.ts';

const hero = { id: 'mia', name: 'Mia', mainPortraitId: null } as ChildRecord;
const portrait = (id: string, childId: string, isEncrypted: boolean) => ({ id, childId, isEncrypted }) as PortraitRecord;

describe('the unlocked portrait offered for a story', () => {
  it('is the hero’s main portrait when that is locked, else their first locked one, and never a plain main one', () => {
    const locked = portrait('locked', 'mia', true);
    const plain = portrait('plain', 'mia', false);
    const sibling = portrait('sibling', 'ola', true);
    expect(heroLockedPortrait({ ...hero, mainPortraitId: 'locked' }, [plain, locked])).toBe(locked);
    expect(heroLockedPortrait(hero, [sibling, plain, locked])).toBe(locked);
    expect(heroLockedPortrait({ ...hero, mainPortraitId: 'plain' }, [plain, locked])).toBeUndefined();
    expect(heroLockedPortrait(hero, [sibling])).toBeUndefined();
    expect(heroLockedPortrait(undefined, [locked])).toBeUndefined();
  });

  it('is dropped when another hero is chosen, and not sent when this tab does not hold it unlocked', async () => {
    const chosen = { ...withHero(initialWizardState, 'mia'), unlockedPortraitId: 'locked' };
    expect(withHero(chosen, 'mia').unlockedPortraitId).toBe('locked');
    expect(withHero(chosen, 'ola').unlockedPortraitId).toBeNull();
    expect(await unlockedPortraitField('locked')).toBeNull();
    expect(await unlockedPortraitField(null)).toBeNull();
  });
});
