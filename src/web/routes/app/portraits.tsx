import { useState } from 'react';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { CharacterDrawing } from '../../features/character/character-drawing.tsx';
import { useChildren } from '../../features/children/api.ts';
import { ChildEditor } from '../../features/children/child-editor.tsx';
import { ChildSection } from '../../features/children/child-section.tsx';
import { CompanionsSection } from '../../features/companions/companions-section.tsx';
import { usePortraits } from '../../features/portraits/api.ts';
import { defaultAppearance } from '@shared/appearance.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function ConsentNeeded() {
  return (
    <Notice
      tone="warning"
      title="Adding children needs your consent first"
      actions={
        <SiteLink href={`${paths.privacyDashboard}#consents`} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Review your consents
        </SiteLink>
      }
    >
      Children’s profiles and portraits are information about your child, so the children’s privacy rules (COPPA) ask for
      your consent before Storyloom stores them: consent 1, collection and use for stories. You can give it, and take it
      back, on your privacy dashboard.
    </Notice>
  );
}

function FirstChild({ onAdd }: { onAdd: () => void }) {
  return (
    <section aria-labelledby="first-child" className="grid items-center gap-6 rounded-3xl border border-border bg-surface p-6 sm:grid-cols-[10rem_1fr] sm:p-8">
      <div className="grid size-40 place-items-center justify-self-center rounded-3xl bg-accent-soft">
        <CharacterDrawing appearance={defaultAppearance} className="h-36 w-auto" />
      </div>
      <div className="grid justify-items-start gap-3">
        <h2 id="first-child" className="text-2xl font-bold">
          Who is the hero of your stories?
        </h2>
        <p className="text-fg-muted">
          Add your child with their name, age and interests, and build their look. The same little character appears on
          every page of their stories.
        </p>
        <Button onClick={onAdd}>Add a child</Button>
      </div>
    </section>
  );
}

/** /portraits: the family page — each child with their character, details and portraits, then the family's companions. */
export default function Portraits() {
  useDocumentMeta({ title: 'Children and portraits', noIndex: true });
  const { user } = useAuth();
  const children = useChildren();
  const portraits = usePortraits();
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [focusChild, setFocusChild] = useState<string | null>(null);
  const closeEditor = (id: string | undefined) => {
    setEditing(null);
    setFocusChild(id ?? null);
  };
  if (!user) return <PageSpinner />;

  const canChange = user.consents['child-data'].granted;
  const list = children.data ?? [];
  const addButton = canChange && editing !== 'new' && list.length > 0 && (
    <Button onClick={() => setEditing('new')}>Add a child</Button>
  );

  return (
    <AppPage
      width="wide"
      title="Your children and their portraits"
      lead="Each child’s profile shapes their stories: how they look in the pictures, what they love, and how many words a page holds for their reading level."
      notices={canChange ? undefined : <ConsentNeeded />}
    >
      {addButton && <div>{addButton}</div>}
      {editing === 'new' && <ChildEditor onDone={(saved) => closeEditor(saved?.id)} />}
      {children.isPending ? (
        <SectionLoading label="Loading your children…" />
      ) : children.isError ? (
        <LoadError what="your children" onRetry={() => void children.refetch()} />
      ) : list.length === 0 ? (
        canChange && editing !== 'new' && <FirstChild onAdd={() => setEditing('new')} />
      ) : (
        list.map((child) =>
          editing === child.id ? (
            <ChildEditor key={child.id} child={child} onDone={() => closeEditor(child.id)} />
          ) : (
            <ChildSection
              key={child.id}
              child={child}
              userId={user.id}
              canChange={canChange}
              portraits={(portraits.data ?? []).filter((portrait) => portrait.childId === child.id)}
              onEdit={() => setEditing(child.id)}
              focusOnMount={focusChild === child.id}
            />
          ),
        )
      )}
      {portraits.isError && <LoadError what="your portraits" onRetry={() => void portraits.refetch()} />}
      <CompanionsSection canChange={canChange} />
    </AppPage>
  );
}
