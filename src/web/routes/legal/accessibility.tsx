import { ProsePage } from '../../components/marketing/prose-page.tsx';
import { accessibilitySections } from '../../content/legal/accessibility.tsx';
import { legalLastUpdated } from '../../content/legal/updated.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function Accessibility() {
  useDocumentMeta({
    title: 'Accessibility statement',
    description:
      'Storyloom aims for WCAG 2.2 AA: keyboard access, screen-reader support, light and dark themes, read-along narration and how to report a problem.',
  });
  return (
    <ProsePage
      title="Accessibility statement"
      lead="How we make Storyloom usable for every family, what we know still needs work, and how to tell us about a problem."
      updated={legalLastUpdated}
      sections={accessibilitySections}
    />
  );
}
