import { useEffect, useState } from 'react';
import { readingLevels, storyLengths } from '@shared/reading.ts';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import { storyThemes } from '@shared/story-themes.ts';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { controlClasses, FieldShell } from '../../components/ui/field.tsx';
import { ageBandOf } from '@shared/library.ts';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import type { LibraryFilter } from './api.ts';

const searchDelayMs = 300;

/** Search and filters of /library; any change goes back to the first page. */
export function LibraryFilters({ filter, onChange }: { filter: LibraryFilter; onChange: (filter: LibraryFilter) => void }) {
  const [typed, setTyped] = useState(filter.q);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== filter.q) onChange({ ...filter, q: typed.trim(), page: 1 });
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, filter, onChange]);
  const set = (key: keyof LibraryFilter) => (event: { target: { value: string } }) => onChange({ ...filter, [key]: event.target.value, page: 1 });

  return (
    <form role="search" aria-label="Find a story in the library" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
      <FieldShell label="Search titles and themes" className="sm:col-span-2 lg:col-span-3">
        {({ id }) => <input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={80} className={controlClasses} />}
      </FieldShell>
      <SelectField label="Sort by" value={filter.sort} onChange={set('sort')}>
        <option value="newest">Newest</option>
        <option value="loved">Most loved</option>
      </SelectField>
      <SelectField label="Age and reading level" value={filter.level} onChange={set('level')}>
        <option value="">All ages</option>
        {readingLevels.map((level) => (
          <option key={level} value={level}>
            {ageBandOf(level)} · {readingLevelLabel(level)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Theme" value={filter.theme} onChange={set('theme')}>
        <option value="">All themes</option>
        {storyThemes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Length" value={filter.length} onChange={set('length')}>
        <option value="">Any length</option>
        {storyLengths.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {minutes} minutes
          </option>
        ))}
      </SelectField>
      <SelectField label="Picture style" value={filter.style} onChange={set('style')}>
        <option value="">Any style</option>
        {illustrationStyles.map((style) => (
          <option key={style.id} value={style.id}>
            {style.label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
