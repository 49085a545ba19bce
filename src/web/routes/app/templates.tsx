import { paths } from '@shared/routes.ts';
import { storyTemplates } from '@shared/story-templates.ts';
import { storyTheme } from '@shared/story-themes.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /templates: ready-made story ideas; choosing one opens the wizard with it filled in. */
export default function Templates() {
  useDocumentMeta({ title: 'Story templates', noIndex: true });
  return (
    <AppPage
      width="wide"
      title="Story templates"
      lead="Ready-made ideas with a theme, a setting and a lesson already chosen. Pick one, then choose your hero and a length; you can still change anything."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {storyTemplates.map((template) => (
          <li key={template.id}>
            <article aria-labelledby={`template-${template.id}`} className="flex h-full flex-col gap-3 rounded-3xl border border-border bg-surface p-5">
              <p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">{storyTheme(template.theme).label}</p>
              <h2 id={`template-${template.id}`} className="text-xl font-bold">
                {template.title}
              </h2>
              <p>{template.blurb}</p>
              <dl className="grid gap-1 text-sm text-fg-muted">
                <div>
                  <dt className="inline font-semibold text-fg">Setting: </dt>
                  <dd className="inline">{capitalise(template.setting)}</dd>
                </div>
                {template.lesson && (
                  <div>
                    <dt className="inline font-semibold text-fg">Lesson: </dt>
                    <dd className="inline">{template.lesson}</dd>
                  </div>
                )}
              </dl>
              <SiteLink
                href={`${paths.createStory}?template=${encodeURIComponent(template.id)}`}
                aria-label={`Use this template: ${template.title}`}
                className={buttonClasses('primary', 'md', 'mt-auto self-start no-underline')}
              >
                Use this template
              </SiteLink>
            </article>
          </li>
        ))}
      </ul>
    </AppPage>
  );
}
