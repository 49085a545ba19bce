import { useState } from 'react';
import { defaultAppearance } from '@shared/appearance.ts';
import { expressionNames, poseNames } from '@shared/character/index.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { CharacterDrawing } from '../../features/character/character-drawing.tsx';
import { useChildren } from '../../features/children/api.ts';
import { firstChoice, SceneChoices } from '../../features/image-lab/scene-choices.tsx';
import { StyleStrip } from '../../features/image-lab/style-strip.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

function CharacterDemo() {
  useDocumentMeta({ title: 'Character illustration demo', noIndex: true });
  const children = useChildren();
  const [choice, setChoice] = useState(firstChoice);
  const child = children.data?.find((entry) => entry.id === choice.childId);
  const appearance = child?.appearance ?? defaultAppearance;
  const name = child?.name ?? 'The sample child';

  return (
    <AppPage
      width="wide"
      title="Character illustration demo"
      lead="A child drawn by the one character module the story illustrator uses: every pose with every expression, and one pose in each of the five styles."
    >
      <SectionCard title="Character">
        <SceneChoices value={choice} onChange={setChoice} fields={['childId', 'pose', 'expression', 'setting', 'timeOfDay']} />
      </SectionCard>
      <SectionCard title="Every pose and expression">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">
              {name} in every pose (rows) with every expression (columns)
            </caption>
            <thead>
              <tr>
                <th scope="col" className="p-1 text-left">
                  Pose
                </th>
                {expressionNames.map((expression) => (
                  <th key={expression} scope="col" className="p-1 font-semibold capitalize">
                    {expression}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {poseNames.map((pose) => (
                <tr key={pose} className="border-t border-border">
                  <th scope="row" className="p-1 text-left font-semibold capitalize">
                    {pose}
                  </th>
                  {expressionNames.map((expression) => (
                    <td key={expression} className="p-1">
                      <CharacterDrawing appearance={appearance} pose={pose} expression={expression} label={`${name}, ${pose}, ${expression}`} className="mx-auto h-28 w-auto" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SectionCard>
      <SectionCard title="In every style">
        <StyleStrip choice={choice} />
      </SectionCard>
    </AppPage>
  );
}

/** /character-illustration-demo: a lab for admins (docs/product.md "Test pages"), open to everyone on a development build. */
export default function CharacterIllustrationDemoPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin && !import.meta.env.DEV) return <NotFound />;
  return <CharacterDemo />;
}
