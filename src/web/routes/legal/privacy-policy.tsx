import { ProsePage } from '../../components/marketing/prose-page.tsx';
import { privacyPolicySections } from '../../content/legal/privacy-policy.tsx';
import { legalLastUpdated } from '../../content/legal/updated.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function PrivacyPolicy() {
  useDocumentMeta({
    title: 'Privacy policy',
    description:
      'What Storyloom collects about parents and children, why, the three separate consents you control, how long we keep it and how to delete it.',
  });
  return (
    <ProsePage
      title="Privacy policy"
      lead="How Storyloom handles information about you and your children: what we collect, why, who else sees it, and how you stay in control."
      updated={legalLastUpdated}
      sections={privacyPolicySections}
    />
  );
}
