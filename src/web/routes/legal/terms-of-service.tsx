import { ProsePage } from '../../components/marketing/prose-page.tsx';
import { termsSections } from '../../content/legal/terms-of-service.tsx';
import { legalLastUpdated } from '../../content/legal/updated.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function TermsOfService() {
  useDocumentMeta({
    title: 'Terms of service',
    description:
      'The terms for using Storyloom: accounts for adults, a beta service, your stories, credits, plans and payments, the community library and closing your account.',
  });
  return (
    <ProsePage
      title="Terms of service"
      lead="The agreement between you and Storyloom, in plain language: who can use it, what you can expect, and how credits and plans work."
      updated={legalLastUpdated}
      sections={termsSections}
    />
  );
}
