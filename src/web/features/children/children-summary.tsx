import { paths } from '@shared/routes.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { CharacterDrawing } from '../character/character-drawing.tsx';
import { useChildren } from './api.ts';
import { ageLabel, levelWithSpeed, possessive } from './labels.ts';

/** The children at a glance, for the dashboard: who they are and a way to the family page. */
export function ChildrenSummary() {
  const children = useChildren();
  const list = children.data ?? [];
  return (
    <SectionCard
      title="Your children"
      description={list.length ? 'The heroes of your stories.' : 'Add your child to make them the hero of their own stories.'}
      actions={
        <SiteLink href={paths.portraits} className={buttonClasses(list.length ? 'secondary' : 'primary', 'md', 'no-underline')}>
          {list.length ? 'Children and portraits' : 'Add a child'}
        </SiteLink>
      }
    >
      {children.isPending ? (
        <SectionLoading label="Loading your children…" />
      ) : children.isError ? (
        <LoadError what="your children" onRetry={() => void children.refetch()} />
      ) : list.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((child) => (
            <li key={child.id} className="flex items-center gap-4 rounded-2xl bg-muted p-3">
              <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft">
                <CharacterDrawing appearance={child.appearance} framing="bust" label={`${possessive(child.name)} character`} className="size-16" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{child.name}</span>
                <span className="block text-sm text-fg-muted">
                  {ageLabel(child.age)} · {levelWithSpeed(child.readingLevel)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
