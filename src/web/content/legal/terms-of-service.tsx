import { Link } from 'wouter';
import { creditCosts, launchOffer, trialCredits } from '@shared/pricing.ts';
import { href, paths } from '@shared/routes.ts';
import type { ProseSection } from '../../components/marketing/prose-page.tsx';

const contactHref = `${href(paths.contact)}?subject=general`;

export const termsSections: readonly ProseSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms apply when you use Storyloom, its website and its app. By creating an account you agree to them and
        to the <Link href={paths.privacyPolicy}>privacy policy</Link>, which explains how we handle personal
        information. We have tried to write both in plain language; if anything is unclear, please ask.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older to hold an account. We ask for your date of birth to check this.</li>
        <li>
          An account is for one parent or guardian and their family. Keep your password to yourself and tell us if you
          think someone else has used your account.
        </li>
        <li>
          Children use Storyloom with you, on your account. You are responsible for the child profiles you create and
          for giving the consents children’s privacy law requires.
        </li>
      </ul>
    ),
  },
  {
    id: 'beta',
    title: 'A service in beta',
    body: (
      <p>
        Storyloom is in beta, as the badge at the top of each page says. Stories, illustrations and narration are
        generated, so they are experimental, provided as is, and may contain minor inaccuracies — a misspelled name, a
        picture that doesn’t quite match the words. Please read a new story yourself before sharing it with your child,
        and tell us when something isn’t right.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your stories and the things you add',
    body: (
      <>
        <p>
          What you add to Storyloom — profiles, portraits, voice samples — stays yours. You give us permission to store
          and process it only to provide Storyloom to you: to write, illustrate and narrate your stories and to keep
          them in your library.
        </p>
        <p>
          The stories made for you are yours to read, share with family and friends, and print for personal use. If you
          would like to use a story commercially, talk to us first.
        </p>
        <p>
          Only add photos of children you are the parent or guardian of, or that you have the guardian’s permission to
          use.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using Storyloom kindly',
    body: (
      <>
        <p>Storyloom is a place for children’s stories. Please don’t:</p>
        <ul>
          <li>try to make stories that are violent, sexual, hateful or otherwise unsuitable for children;</li>
          <li>clone anyone’s voice but your own, or upload someone else’s recordings;</li>
          <li>publish anything to the community library that identifies a real child;</li>
          <li>
            try to get around credit limits, access other accounts, overload or probe the service, or copy it in bulk.
          </li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules, and will tell you why.</p>
      </>
    ),
  },
  {
    id: 'community-library',
    title: 'Sharing and the community library',
    body: (
      <p>
        A share link lets anyone who has it read that story until you turn the link off. Publishing a story to the
        community library lets other signed-in families read it and save it to their list. Published stories appear
        only after an administrator approves them; anyone logged in can report a story, and administrators may remove
        it. You can withdraw a published story at any time.
      </p>
    ),
  },
  {
    id: 'credits',
    title: 'Credits, plans and payments',
    body: (
      <>
        <ul>
          <li>New accounts receive {trialCredits} free trial credits, once.</li>
          <li>
            A story costs {creditCosts.perFiveMinutes} credit for every 5 minutes of reading, plus{' '}
            {creditCosts.narration.standard} for narration or {creditCosts.narration.cloned} for narration in a cloned
            voice. Redoing one illustration or one page’s narration costs {creditCosts.regenerateIllustration} credit.
            The cost is shown before you start.
          </li>
          <li>
            Credits are set aside when a story starts and spent when it is ready. If a story fails or you cancel it,
            its credits come back to you.
          </li>
          <li>
            Plans are billed monthly through Stripe and add their credits each month. You can cancel at any time; your
            plan continues until the end of the month you have paid for.
          </li>
          <li>Launch offer: {launchOffer.detail}</li>
          <li>Credits have no cash value and cannot be transferred to another account.</li>
        </ul>
        <p>
          If we change prices, we will tell subscribers by email before the new price applies to them. Current prices
          are always on the <Link href={`${paths.home}#pricing`}>pricing section</Link> of our home page.
        </p>
      </>
    ),
  },
  {
    id: 'other-operators',
    title: 'Storyloom run by others',
    body: (
      <p>
        A school, company or family may run its own copy of Storyloom. Its operator may switch credits off, choose
        which outside services it connects, and set its own rules. These terms cover the Storyloom service run by us;
        for another copy, ask the people who run it.
      </p>
    ),
  },
  {
    id: 'changes-to-service',
    title: 'Changes and availability',
    body: (
      <p>
        We are always improving Storyloom, so features may change. We work to keep it available and your stories safe,
        but we cannot promise that the service will never be interrupted. If we ever stop offering Storyloom, we will
        give you notice and time to download your stories.
      </p>
    ),
  },
  {
    id: 'closing',
    title: 'Closing your account',
    body: (
      <p>
        You can close your account at any time from the <Link href={paths.privacyDashboard}>privacy dashboard</Link>;
        doing so deletes your information as the privacy policy describes. We may suspend or close an account that
        seriously or repeatedly breaks these terms.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <p>
        We provide Storyloom with care, but as a beta service it is offered as is. To the extent the law allows, we are
        not responsible for losses that were not foreseeable or that come from using the service against these terms.
        Nothing in these terms limits rights you have under consumer law that cannot be limited.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        If we change these terms we will update the date at the top of this page and, for changes that matter, email
        account holders before they take effect. Continuing to use Storyloom afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to us through the <Link href={contactHref}>contact form</Link>.
      </p>
    ),
  },
];
