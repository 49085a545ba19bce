import { paths } from '@shared/routes.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { CharacterDrawing } from '../../character/character-drawing.tsx';
import { ageLabel, levelWithSpeed, possessive } from '../../children/labels.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { withHero } from '../state.ts';
import type { Wizard } from '../use-wizard.ts';
import { FieldError } from './step-parts.tsx';

export function NoChildrenYet() {
  return (
    <Notice
      title="First, add the child who will be the hero"
      actions={
        <SiteLink href={paths.portraits} className={buttonClasses('primary', 'md', 'no-underline')}>
          Add your child
        </SiteLink>
      }
    >
      Every Storyloom story stars one of your children. Add their name, age and what they love on the family page, then
      come back: everything you choose here is kept.
    </Notice>
  );
}

export function HeroStep({ wizard, children }: { wizard: Wizard; children: readonly ChildRecord[] }) {
  const { state, update, errors } = wizard;
  if (children.length === 0) return <NoChildrenYet />;
  return (
    <fieldset aria-describedby={errors.heroChildId ? 'hero-error' : undefined}>
      <legend className="sr-only">The hero of the story</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {children.map((child) => (
          <ChoiceCard
            key={child.id}
            name="hero"
            value={child.id}
            checked={state.heroChildId === child.id}
            onSelect={() => update((current) => withHero(current, child.id))}
            art={
              <span className="grid h-36 place-items-center rounded-xl bg-accent-soft">
                <CharacterDrawing appearance={child.appearance} label={`${possessive(child.name)} character`} className="h-32 w-auto" />
              </span>
            }
            title={child.name}
            description={
              <>
                {ageLabel(child.age)}
                <br />
                {levelWithSpeed(child.readingLevel)}
              </>
            }
          />
        ))}
      </div>
      <FieldError id="hero-error" message={errors.heroChildId} />
      <p className="mt-4 text-fg-muted">
        Someone missing?{' '}
        <SiteLink href={paths.portraits} className="font-semibold text-primary underline">
          Add another child
        </SiteLink>
        .
      </p>
    </fieldset>
  );
}
