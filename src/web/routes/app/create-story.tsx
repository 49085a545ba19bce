import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { storyThemeIds, type StoryThemeId } from '@shared/story-themes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useChildren } from '../../features/children/api.ts';
import { useCredits } from '../../features/credits/api.ts';
import { stepIds, withTemplate, withTheme } from '../../features/create-story/state.ts';
import { useWizard } from '../../features/create-story/use-wizard.ts';
import { useTemplates } from '../../features/templates/api.ts';
import { usePaymentSummary } from '../../features/payments/api.ts';
import { StoryWizard } from '../../features/create-story/wizard.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function ConsentNeeded() {
  return (
    <Notice
      tone="warning"
      title="Stories about your child need your consent first"
      actions={
        <SiteLink href={`${paths.privacyDashboard}#consents`} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Review your consents
        </SiteLink>
      }
    >
      A story uses your child’s name, age and interests, so the children’s privacy rules (COPPA) ask for your consent to
      the collection and use of that information (consent 1) before Storyloom makes one. You can give it on your privacy
      dashboard.
    </Notice>
  );
}

function WizardPage({ userId, canCreate }: { userId: string; canCreate: boolean }) {
  const children = useChildren();
  const credits = useCredits();
  const summary = usePaymentSummary();
  const wizard = useWizard(userId, { children: children.data ?? [], plan: summary.data?.subscription.plan ?? 'free' });
  const search = useSearch();
  const [, navigate] = useLocation();
  const templateId = new URLSearchParams(search).get('template');
  const themeId = new URLSearchParams(search).get('theme');
  const { update } = wizard;
  const templates = useTemplates();
  const templatesLoaded = templates.isSuccess || templates.isError;

  // A template chosen on /templates (or a theme from a library story) arrives once in the address;
  // it is then part of the saved state.
  useEffect(() => {
    if (!templateId && !themeId) return;
    // A template is looked up once the list has arrived.
    if (templateId && !templatesLoaded) return;
    const template = templateId ? templates.data?.find((candidate) => candidate.id === templateId) : undefined;
    const theme = storyThemeIds.find((id): id is StoryThemeId => id === themeId);
    if (template || theme) {
      const ideaIndex = stepIds.indexOf('idea');
      update((current) => ({
        ...(template ? withTemplate(current, template) : withTheme(current, theme!)),
        step: current.heroChildId ? 'idea' : 'hero',
        furthest: current.heroChildId ? Math.max(current.furthest, ideaIndex) : current.furthest,
      }));
    }
    navigate(paths.createStory, { replace: true });
  }, [templateId, themeId, update, navigate, templatesLoaded, templates.data]);

  return (
    <AppPage
      width="wide"
      title="Create a story"
      lead="A few choices, and Storyloom writes a story in which your child is the hero, at their reading level. Your choices are kept as you go."
      notices={canCreate ? undefined : <ConsentNeeded />}
    >
      {wizard.state.furthest > 0 && (
        <div className="-mt-2 flex justify-end">
          <Button variant="ghost" size="sm" className="min-h-11" onClick={wizard.startOver}>
            Start again with a blank story
          </Button>
        </div>
      )}
      {children.isPending ? (
        <SectionLoading label="Loading your children…" />
      ) : children.isError ? (
        <LoadError what="your children" onRetry={() => void children.refetch()} />
      ) : (
        <StoryWizard wizard={wizard} userId={userId} children={children.data} credits={credits.data} canCreate={canCreate} />
      )}
    </AppPage>
  );
}

/** /create-story: the story wizard. */
export default function CreateStory() {
  useDocumentMeta({ title: 'Create a story', noIndex: true });
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <WizardPage userId={user.id} canCreate={user.consents['child-data'].granted} />;
}
