import { useSearch } from 'wouter';
import { safeNext } from '../../app/guards.tsx';
import { AccountHolderSteps } from '../../features/auth/age/account-holder-steps.tsx';
import { ParentAnswer } from '../../features/auth/age/parent-answer.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/**
 * Child-privacy verification (docs/product.md): the account holder's own steps, or — with ?parentToken —
 * the page a parent reaches from the consent email.
 */
export default function AgeVerification() {
  const params = new URLSearchParams(useSearch());
  const parentToken = params.get('parentToken');
  useDocumentMeta({
    title: parentToken ? 'Parental consent' : 'Confirm your age',
    description: 'Storyloom asks account holders for their date of birth and a parent’s consent before children’s information is used.',
    noIndex: true,
  });
  if (parentToken) return <ParentAnswer token={parentToken} />;
  return <AccountHolderSteps next={safeNext(params.get('next'))} />;
}
