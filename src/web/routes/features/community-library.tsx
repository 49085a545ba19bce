import { Link } from 'wouter';
import { paths } from '@shared/routes.ts';
import { CommunityLibraryArt } from '../../components/marketing/feature-art.tsx';
import { FactCard, FeaturePage, FeatureSection } from '../../components/marketing/feature-page.tsx';

export default function CommunityLibrary() {
  return (
    <FeaturePage
      feature="community-library"
      metaTitle="Community library of family stories"
      metaDescription="Publish a favorite Storyloom story for other families under a hero name you choose. Portraits are never shown, and every story is reviewed before it appears."
      eyebrow="Community library"
      title="A library of stories, shared by families"
      lead="Some stories are too good to keep to yourself. Publish one to the community library and other families can read it with their children — with your child’s name swapped for a hero name you choose."
      art={<CommunityLibraryArt />}
    >
      <FeatureSection
        title="Publishing a story"
        aside={
          <FactCard
            title="What a published story shows"
            items={[
              'The story text, with the hero name you chose',
              'Illustrations, except any drawn from a portrait unless you allow them',
              'Never a portrait, a birth date or your account details',
            ]}
          />
        }
      >
        <p>
          Every story starts private. When you publish one, Storyloom first asks for a hero name — the name that will
          replace your child’s everywhere in the text. Choose anything you like: a nickname, a made-up name, “the
          little explorer”.
        </p>
        <p>
          Portraits are never shown in the library. Illustrations that were drawn with a portrait as a reference are
          left out, unless you decide they may be included. Publishing is a separate choice from everything else you
          agree to, and you can withdraw a story, or your consent to publishing altogether, at any time.
        </p>
      </FeatureSection>

      <FeatureSection title="Reviewed before anyone sees it">
        <p>
          A published story appears in the library only after a Storyloom administrator has read it and approved it.
          That review checks that no real names or identifying details slipped through and that the story is right
          for children.
        </p>
        <p>
          If something still looks wrong, anyone who is logged in can report a story. Reported stories go back to the
          administrators, who can remove them.
        </p>
      </FeatureSection>

      <FeatureSection title="Reading and saving">
        <p>
          Signed-in families can browse the library, read any story in the flip-book and save favorites to their own
          saved list for another night. Your published stories are listed together under “My shared stories”, where you
          can see which are waiting for review and which are live.
        </p>
      </FeatureSection>

      <FeatureSection title="Sharing privately instead">
        <p>
          Just want grandma to see it? Every story can have a private flip-book link instead. The link is impossible to
          guess, isn’t indexed by search engines and can be switched off whenever you like. Read more in the{' '}
          <Link href={paths.privacyPolicy}>privacy policy</Link>.
        </p>
      </FeatureSection>
    </FeaturePage>
  );
}
