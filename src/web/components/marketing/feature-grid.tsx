import { Link } from 'wouter';
import { features, type FeatureId } from '../../content/features.ts';
import { cn } from '../../lib/cn.ts';
import { ArrowRightIcon } from './icons.tsx';

interface FeatureGridProps {
  /** Leaves out the feature whose page is showing the grid. */
  exclude?: FeatureId;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** The six feature cards; the whole card is the link, named by the feature's title. */
export function FeatureGrid({ exclude, headingLevel = 'h3', className }: FeatureGridProps) {
  const Heading = headingLevel;
  const shown = features.filter((feature) => feature.id !== exclude);
  return (
    // Flex-wrap rather than grid so a short last row (five cards) sits centered instead of leaving a hole.
    <ul className={cn('flex flex-wrap justify-center gap-5', className)}>
      {shown.map(({ id, path, title, summary, Icon }) => (
        <li
          key={id}
          className="group relative flex w-full flex-col rounded-3xl sm:w-[calc(50%-0.625rem)] lg:w-[calc((100%-2.5rem)/3)] border border-border bg-surface p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:p-6"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-primary">
            <Icon className="size-6" />
          </span>
          <Heading className="mt-5 font-display text-xl font-bold">
            <Link
              href={path}
              className="rounded-sm after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-fg-muted">{summary}</p>
          <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
            Learn more
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </li>
      ))}
    </ul>
  );
}
