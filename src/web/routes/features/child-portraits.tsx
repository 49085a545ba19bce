import { Link } from 'wouter';
import { paths } from '@shared/routes.ts';
import { PortraitsArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

export default function ChildPortraits() {
  return (
    <FeaturePage
      feature="child-portraits"
      metaTitle="Child portraits, encrypted in your browser"
      metaDescription="Add a portrait so the hero of each Storyloom story looks like your child. Encrypt it in your browser with a password so our servers only ever keep a locked file."
      eyebrow="Child portraits"
      title="A hero who looks like your child, with the photo under your lock"
      lead="A portrait helps Storyloom’s illustrations capture your child’s likeness. It is entirely optional, and if you add one you can encrypt it in your own browser before it ever leaves your device."
      art={<PortraitsArt />}
    >
      <FeatureSection
        title="Why add a portrait"
        aside={
          <FactCard
            title="Good portraits"
            items={[
              'One child, facing the camera, in soft daylight',
              'Face and hair clearly visible, no sunglasses or hats',
              'A recent photo, so the hero grows up with your child',
            ]}
          />
        }
      >
        <p>
          A written description — curly brown hair, freckles, round glasses — already gives the illustrated hero a
          consistent look. A portrait adds the small things words miss: the shape of a smile, the way their bangs fall.
          Stories are just as complete without one, so add a portrait only if you want to.
        </p>
        <p>
          Portraits live on your child’s profile and in the portrait gallery, where you can add, replace or delete them
          at any time.
        </p>
      </FeatureSection>

      <FeatureSection
        title="Encrypted in your browser"
        aside={
          <FactCard
            title="With an encrypted portrait"
            items={[
              'The photo is locked on your device, before upload',
              'Our servers store only the locked file',
              'You unlock it by entering your password when you want to see it',
              'Nobody can unlock it for you if the password is lost',
            ]}
          />
        }
      >
        <p>
          When you upload a portrait you can choose to encrypt it. Your browser then scrambles the photo with a key made
          from a password only you know, and uploads the result. What Storyloom stores is unreadable without that
          password: not to our staff, not to the storage provider, not to anyone who obtained a copy of the file.
        </p>
        <p>
          To look at the portrait again, Storyloom asks for your password in a small “Enter Password” window and the
          photo is unlocked right there on your screen. The password itself is never sent to us, which is also why we
          can’t recover it for you.
        </p>
      </FeatureSection>

      <FeatureSection title="When a portrait is used, and when it isn’t">
        <ul>
          <li>
            <strong>Illustrations.</strong> By default Storyloom’s own illustrator works from your written description.
            A portrait goes to an outside illustration service only when one is in use and you have given the separate
            consent for sharing your child’s information with it.
          </li>
          <li>
            <strong>Encrypted portraits</strong> can’t be used by an outside service at all unless you unlock one for a
            particular story. It is unlocked for that story only and stays encrypted in storage.
          </li>
          <li>
            <strong>The community library</strong> never shows portraits. Illustrations drawn from a portrait are left
            out of a published story unless you say they may be included.
          </li>
        </ul>
      </FeatureSection>

      <FeatureSection title="Deleting a portrait really deletes it">
        <p>
          Delete a portrait from the gallery or from the{' '}
          <Link href={paths.privacyDashboard}>privacy dashboard</Link> and both the stored file and its record are
          removed, not hidden. Portraits of accounts that are closed, or that haven’t been used for 12 months, are
          deleted automatically. The <Link href={paths.privacyPolicy}>privacy policy</Link> explains the details.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
