import { useMutation } from '@tanstack/react-query';
import { illustrationStyles } from '@shared/schemas/stories.ts';
import type { ImageLabResponse } from '@shared/schemas/image-lab.ts';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/form.ts';
import { labInput, type SceneChoice } from './scene-choices.tsx';

/** The character in one pose drawn by the built-in illustrator in each of the five styles. */
export function StyleStrip({ choice }: { choice: SceneChoice }) {
  const draw = useMutation({
    mutationFn: () =>
      Promise.all(
        illustrationStyles.map(async (style) => {
          const { drawings } = await apiRequest<ImageLabResponse>('/api/lab/images', { method: 'POST', body: labInput({ ...choice, style: style.id }), requireAuth: true });
          return { style, drawing: drawings.find((entry) => entry.provider === 'builtin') ?? drawings[0]! };
        }),
      ),
  });
  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={() => draw.mutate()} disabled={draw.isPending}>
          {draw.isPending ? 'Drawing…' : 'Draw in every style'}
        </Button>
      </div>
      {draw.error && <Notice tone="danger">{failureMessage(draw.error, 'Please try once more.')}</Notice>}
      {draw.data && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {draw.data.map(({ style, drawing }) => (
            <li key={style.id} className="grid gap-1">
              {drawing.image && <img src={drawing.image} alt={`${choice.pose}, ${choice.expression}, in ${style.label}`} className="aspect-[4/3] w-full rounded-xl bg-muted object-contain" />}
              <p className="text-sm font-semibold">
                {style.label} <span className="font-normal text-fg-muted">· {drawing.ms} ms</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
