import { paths } from '@shared/routes.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { AdminAccessForm } from '../../features/admin/admin-access-form.tsx';
import { Outbox } from '../../features/admin/outbox.tsx';
import { ParentCredits } from '../../features/admin/parent-credits.tsx';
import { TemplateAdmin } from '../../features/admin/template-admin.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { ModerationQueue } from '../../features/library/moderation-queue.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** What a signed-in parent who is not an admin sees; the API refuses them with 403 regardless. */
function NotForYou() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="46" className="fill-accent-soft" />
        <rect x="30" y="44" width="36" height="28" rx="6" className="fill-primary" />
        <path d="M37 44v-8a11 11 0 0 1 22 0v8" className="stroke-primary" strokeWidth="6" fill="none" />
        <circle cx="48" cy="57" r="4" className="fill-accent" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">This area is for Storyloom administrators.</h1>
      <p className="mt-4 text-lg text-fg-muted">
        Your account doesn’t have administrator access. If you run this Storyloom installation, ask another administrator to
        give it to you, or add your address to the ADMIN_EMAILS setting.
      </p>
      <SiteLink href={paths.dashboard} className={buttonClasses('primary', 'md', 'mt-8 no-underline')}>
        Back to your dashboard
      </SiteLink>
    </div>
  );
}

export default function Admin() {
  useDocumentMeta({ title: 'Admin Dashboard', noIndex: true });
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin) return <NotForYou />;

  return (
    <AppPage
      width="wide"
      title="Admin Dashboard"
      lead="Look after this Storyloom installation: read the emails it sends, decide who else can administer it, and try the story writers."
    >
      <SectionCard
        title="Email outbox"
        description="Every email Storyloom has queued, newest first. Without an SMTP server configured, nothing leaves this machine: open a confirmation or reset email here to pass its link on. Once email is delivered for real, those links are hidden here, because they belong to their recipients alone."
      >
        <Outbox />
      </SectionCard>
      <SectionCard
        title="Community library"
        description="Stories parents shared, waiting for a decision, and stories other parents reported. A story reported by three different parents is hidden until you review it. Open a story to read it before deciding."
      >
        <ModerationQueue />
      </SectionCard>
      <SectionCard
        title="Story templates"
        description="The ready-made ideas parents start stories from. Write a new one, edit any (a built-in template keeps your edits), or start one from an approved library story. A template’s sentences go into stories word for word, with “your child” becoming the hero."
      >
        <TemplateAdmin />
      </SectionCard>
      <SectionCard
        title="Parents’ credits"
        description="Find a parent to see their balance, plan, payments and credit history, and to add or remove credits. Each change needs a reason, which the parent sees; the history records which administrator made it."
      >
        <ParentCredits />
      </SectionCard>
      <SectionCard
        title="Administrator access"
        description="Administrators can read every email in the outbox and manage this installation. Give access only to people you trust."
      >
        <AdminAccessForm />
      </SectionCard>
      <SectionCard
        title="Labs"
        description="Try the story writers on a made-up hero without making a story or spending credits: word count, reading grade, the child-safety check and every page. Or hear any text read aloud with every word’s timing."
      >
        <SiteLink href={paths.testStoryGeneration} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the story generation lab
        </SiteLink>
        <SiteLink href={paths.testNarrationTimestamps} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the narration timings lab
        </SiteLink>
        <SiteLink href={paths.imageGenTest} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the illustration lab
        </SiteLink>
        <SiteLink href={paths.testCarousel} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the picture carousel
        </SiteLink>
        <SiteLink href={paths.characterIllustrationDemo} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the character illustration demo
        </SiteLink>
      </SectionCard>
      <SectionCard
        title="Illustration logs"
        description="Every scene plan and drawing of every story, with the illustrator, timings and outcome, to see why a picture came out as it did."
      >
        <SiteLink href={paths.adminSceneDirectorLogs} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the scene director log
        </SiteLink>
        <SiteLink href={paths.adminAiEditingLogs} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Open the AI-editing log
        </SiteLink>
      </SectionCard>
    </AppPage>
  );
}
