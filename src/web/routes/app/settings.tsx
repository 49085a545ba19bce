import { paths } from '@shared/routes.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { ThemeOptions } from '../../components/layout/theme-switcher.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { PasswordForm } from '../../features/account/password-form.tsx';
import { SessionsList } from '../../features/account/sessions-list.tsx';
import { DeleteAccount } from '../../features/privacy/delete-account.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function Settings() {
  useDocumentMeta({ title: 'Settings', noIndex: true });
  return (
    <AppPage title="Settings" lead="How Storyloom looks on this device, how you log in, and where you are logged in.">
      <SectionCard
        title="Appearance"
        description="Dark is gentler on the eyes at bedtime. System follows your device’s setting. Saved on this device."
      >
        <ThemeOptions className="sm:max-w-md" />
      </SectionCard>
      <SectionCard
        title="Password"
        description="Changing your password signs you out on every other device, in case someone else knew the old one."
      >
        <PasswordForm />
      </SectionCard>
      <SectionCard
        title="Where you’re logged in"
        description="If you see a device you don’t recognise, sign it out and change your password."
      >
        <SessionsList />
      </SectionCard>
      <SectionCard
        tone="danger"
        title="Delete your account"
        description={
          <p>
            Deletes your account and everything Storyloom holds about you and your family, straight away. To delete only
            some of it, or to download a copy first, use your{' '}
            <SiteLink href={paths.privacyDashboard} className="font-semibold text-primary underline">
              privacy dashboard
            </SiteLink>
            .
          </p>
        }
      >
        <DeleteAccount />
      </SectionCard>
    </AppPage>
  );
}
