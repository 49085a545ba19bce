import { paths } from '@shared/routes.ts';
import type { TemplateCard as Template } from '@shared/schemas/templates.ts';
import { storyTheme } from '@shared/story-themes.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { agesLabel } from './api.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One template on /templates: its example cover, ages, premise, setting and lesson, and the way into the wizard. */
export function TemplateCard({ template }: { template: Template }) {
  return (
    <article aria-labelledby={`template-${template.id}`} className="flex h-full flex-col gap-3 rounded-3xl border border-border bg-surface p-5">
      <img src={template.coverUrl} alt="" width={800} height={600} loading="lazy" className="aspect-[4/3] w-full rounded-2xl bg-accent-soft object-cover" />
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold uppercase tracking-[0.12em] text-primary">
        <span>{storyTheme(template.theme).label}</span>
        <span className="rounded-full bg-accent-soft px-3 py-1 normal-case tracking-normal text-fg">{agesLabel(template)}</span>
      </p>
      <h2 id={`template-${template.id}`} className="text-xl font-bold">
        {template.title}
      </h2>
      <p>{template.premise}</p>
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
  );
}
