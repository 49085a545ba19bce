import { useState } from 'react';
import { AppPage, SectionLoading } from '../../components/layout/app-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useImageLab, useImageProviders } from '../../features/image-lab/api.ts';
import { firstChoice, labInput, SceneChoices } from '../../features/image-lab/scene-choices.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { failureMessage } from '../../lib/form.ts';
import NotFound from '../not-found.tsx';

function ImageGenLab() {
  useDocumentMeta({ title: 'Illustration lab', noIndex: true });
  const providers = useImageProviders();
  const lab = useImageLab();
  const [choice, setChoice] = useState(firstChoice);
  const labelOf = (name: string) => providers.data?.providers.find((provider) => provider.name === name)?.label ?? name;

  return (
    <AppPage
      width="wide"
      title="Illustration lab"
      lead="One scene plan drawn by every configured image provider, side by side, with how long each took. Nothing is saved and no credits are spent."
    >
      <SectionCard title="Scene">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            lab.mutate(labInput(choice));
          }}
        >
          <SceneChoices value={choice} onChange={setChoice} />
          <p className="text-sm text-fg-muted">
            Configured providers: {providers.data ? providers.data.providers.map((provider) => provider.label).join(', ') : 'loading…'}
          </p>
          <div>
            <Button type="submit" disabled={lab.isPending}>
              {lab.isPending ? 'Drawing…' : 'Draw with every provider'}
            </Button>
          </div>
        </form>
      </SectionCard>
      {(lab.isPending || lab.data || lab.error) && (
        <section aria-label="Drawings" aria-busy={lab.isPending} className="grid gap-4">
          {lab.isPending && <SectionLoading label="Drawing…" />}
          {lab.error && (
            <Notice tone="danger" role="alert" title="The scene could not be drawn">
              {failureMessage(lab.error, 'Please try once more.')}
            </Notice>
          )}
          {lab.data && (
            <ul className="grid gap-4 md:grid-cols-2">
              {lab.data.drawings.map((drawing) => (
                <li key={drawing.provider} className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
                  <h2 className="font-bold">{labelOf(drawing.provider)}</h2>
                  {drawing.image ? (
                    <img src={drawing.image} alt={`The scene drawn by ${labelOf(drawing.provider)}`} className="aspect-[4/3] w-full rounded-xl bg-muted object-contain" />
                  ) : (
                    <Notice tone="warning">{drawing.error}</Notice>
                  )}
                  <p className="text-sm text-fg-muted">
                    {drawing.ms} ms{drawing.bytes > 0 ? ` · ${Math.max(1, Math.round(drawing.bytes / 1024))} KB` : ''}
                  </p>
                  {drawing.note && <p className="text-sm text-fg-muted">{drawing.note}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </AppPage>
  );
}

/** /image-gen-test: a lab for admins (docs/product.md "Test pages"), open to everyone on a development build. */
export default function ImageGenTestPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin && !import.meta.env.DEV) return <NotFound />;
  return <ImageGenLab />;
}
