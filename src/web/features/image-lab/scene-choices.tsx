import { expressionNames, poseNames } from '@shared/character/index.ts';
import { sceneSettings, timesOfDay } from '@shared/schemas/illustrations.ts';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { useChildren } from '../children/api.ts';
import type { ImageLabInput } from './api.ts';

export type SceneChoice = Required<Omit<ImageLabInput, 'childId'>> & { childId: string };

export const firstChoice: SceneChoice = { childId: '', setting: 'park', timeOfDay: 'day', style: 'storybook', pose: 'waving', expression: 'happy' };

const words = (id: string) => id.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** The hero, place, time, style, pose and expression of the scene the lab draws. */
export function SceneChoices({ value, onChange, fields = ['childId', 'setting', 'timeOfDay', 'style', 'pose', 'expression'] }: { value: SceneChoice; onChange: (next: SceneChoice) => void; fields?: Array<keyof SceneChoice> }) {
  const children = useChildren();
  const lists: Record<Exclude<keyof SceneChoice, 'childId' | 'style'>, readonly string[]> = { setting: sceneSettings, timeOfDay: timesOfDay, pose: poseNames, expression: expressionNames };
  const labels = { setting: 'Place', timeOfDay: 'Time of day', pose: 'Pose', expression: 'Expression' } as const;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fields.includes('childId') && (
        <SelectField label="Hero" value={value.childId} onChange={(event) => onChange({ ...value, childId: event.target.value })}>
          <option value="">A sample child</option>
          {(children.data ?? []).map((child) => (
            <option key={child.id} value={child.id}>
              {child.name}
            </option>
          ))}
        </SelectField>
      )}
      {fields.includes('style') && (
        <SelectField label="Style" value={value.style} onChange={(event) => onChange({ ...value, style: event.target.value as SceneChoice['style'] })}>
          {illustrationStyles.map((style) => (
            <option key={style.id} value={style.id}>
              {style.label}
            </option>
          ))}
        </SelectField>
      )}
      {(['setting', 'timeOfDay', 'pose', 'expression'] as const)
        .filter((field) => fields.includes(field))
        .map((field) => (
          <SelectField key={field} label={labels[field]} value={value[field]} onChange={(event) => onChange({ ...value, [field]: event.target.value })}>
            {lists[field].map((entry) => (
              <option key={entry} value={entry}>
                {words(entry)}
              </option>
            ))}
          </SelectField>
        ))}
    </div>
  );
}

export const labInput = ({ childId, ...rest }: SceneChoice): ImageLabInput => ({ ...rest, ...(childId ? { childId } : {}) });
