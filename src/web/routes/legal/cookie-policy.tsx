import { ProsePage } from '../../components/marketing/prose-page.tsx';
import { cookieSections } from '../../content/legal/cookie-policy.tsx';
import { legalLastUpdated } from '../../content/legal/updated.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function CookiePolicy() {
  useDocumentMeta({
    title: 'Cookie policy',
    description:
      'Storyloom sets one cookie to keep you logged in and keeps a few preferences in your browser. No advertising cookies and no trackers.',
  });
  return (
    <ProsePage
      title="Cookie policy"
      lead="Exactly which cookies and browser storage Storyloom uses, and what each one is for. It is a short list."
      updated={legalLastUpdated}
      sections={cookieSections}
    />
  );
}
