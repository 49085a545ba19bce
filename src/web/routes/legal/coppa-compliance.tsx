import { ProsePage } from '../../components/marketing/prose-page.tsx';
import { coppaSections } from '../../content/legal/coppa-compliance.tsx';
import { legalLastUpdated } from '../../content/legal/updated.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function CoppaCompliance() {
  useDocumentMeta({
    title: 'COPPA compliance and children’s privacy',
    description:
      'How Storyloom follows COPPA: an adult holds every account, age verification, verifiable parental consent in three parts, and parents’ rights to review and delete.',
  });
  return (
    <ProsePage
      title="COPPA compliance"
      lead="How Storyloom protects children’s information under the Children’s Online Privacy Protection Act: age verification, parental consent and your rights as a parent."
      updated={legalLastUpdated}
      sections={coppaSections}
    />
  );
}
