import { Link } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import type { ProseSection } from '../../components/marketing/prose-page.tsx';

const contactHref = `${href(paths.contact)}?subject=general`;

export const privacyPolicySections: readonly ProseSection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    body: (
      <ul>
        <li>Storyloom accounts belong to adults. Children enjoy stories with a parent or guardian, on their account.</li>
        <li>
          We collect what we need to make your child’s stories and run your account. We never sell personal
          information and never use it for advertising.
        </li>
        <li>
          You make three separate choices about your child’s information: using it to make stories, sending it to an
          outside AI provider (asked only when one is used), and publishing a story to the community library.
        </li>
        <li>
          The <Link href={paths.privacyDashboard}>privacy dashboard</Link> shows everything we hold, exports it, and
          deletes any part of it for good.
        </li>
      </ul>
    ),
  },
  {
    id: 'scope',
    title: 'Who this policy covers',
    body: (
      <>
        <p>
          This policy explains how Storyloom handles personal information on its website and in the app: about the
          parents and guardians who hold accounts, about the children their stories are written for, and about
          visitors who write to us or subscribe to our newsletter. “We” and “us” mean the team running this Storyloom
          service.
        </p>
        <p>
          Storyloom can also be run by a school, a company or a family on their own computer. In that case the people
          running that copy decide where its information is stored and are responsible for it; the software behaves as
          this policy describes.
        </p>
      </>
    ),
  },
  {
    id: 'about-you',
    title: 'Information about you',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Email address and password (stored only as a one-way hash); your name and picture if you log in with Google</td>
            <td>To create your account, sign you in, and send emails about your account such as verification and password resets</td>
          </tr>
          <tr>
            <td>Your date of birth and when you confirmed it</td>
            <td>To check that the account holder is an adult, as children’s privacy law requires</td>
          </tr>
          <tr>
            <td>Your consent choices, with the date, how you gave them and the version of the notice you saw</td>
            <td>To respect your choices and show that consent was given</td>
          </tr>
          <tr>
            <td>Sessions: when you logged in, your browser and device type, and IP address</td>
            <td>To keep you logged in, let you see and end your sessions, and protect your account from misuse</td>
          </tr>
          <tr>
            <td>Plan, credit balance and purchase history</td>
            <td>To give you the stories you paid for. Card details go straight to our payment provider; we never see them</td>
          </tr>
          <tr>
            <td>Voice samples and cloned voices, if you use voice cloning</td>
            <td>To narrate your family’s stories in your voice</td>
          </tr>
          <tr>
            <td>Messages you send us, and your email if you join the newsletter</td>
            <td>To answer you, and to send the newsletter you asked for</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'about-your-child',
    title: 'Information about your child',
    body: (
      <>
        <p>Everything we hold about a child is entered by their parent or guardian:</p>
        <ul>
          <li>
            <strong>The child profile:</strong> first name, birth date (to set the reading level), a description of how
            they look, their interests, and any reading level you choose instead.
          </li>
          <li>
            <strong>Portraits,</strong> if you add any. You can encrypt a portrait in your browser so that we only ever
            store a locked file.
          </li>
          <li>
            <strong>Stories:</strong> the text, the scene descriptions, illustrations, narration audio and word timings,
            plus the other characters you add (brothers and sisters, friends, pets).
          </li>
        </ul>
        <p>
          Children do not have their own accounts, and Storyloom has no chat, messaging or public profiles. We do not
          collect information from children directly and we do not track children for advertising or build profiles of
          them.
        </p>
      </>
    ),
  },
  {
    id: 'consents',
    title: 'Your three choices about your child’s information',
    body: (
      <>
        <p>
          Children’s privacy law asks for separate consent for separate uses, so Storyloom asks three separate
          questions. Each answer is recorded with the time, the way you gave it and the version of this notice.
        </p>
        <ol>
          <li>
            <strong>Using your child’s information to make stories.</strong> Needed before you can add a child
            profile. It covers storing the profile and portraits and using them to write, illustrate and narrate your
            stories on Storyloom’s own systems.
          </li>
          <li>
            <strong>Sending your child’s information to an outside AI provider.</strong> Storyloom has its own
            built-in engines for writing, pictures and narration. If this service also uses an outside provider, we ask
            before sending it your child’s name, portrait or voice. We only ask when such a provider is in use; say no
            and stories are made with the built-in engines alone.
          </li>
          <li>
            <strong>Publishing a story to the community library.</strong> Asked when you publish. Your child’s name is
            replaced by a hero name you choose, portraits are never shown, and an administrator approves the story
            before anyone else can see it.
          </li>
        </ol>
        <p>
          You can withdraw any of these at any time from the privacy dashboard. Withdrawing the first stops us using
          your child’s information and deletes it; withdrawing the second stops any further sending to outside
          providers; withdrawing the third takes your stories out of the library.
        </p>
      </>
    ),
  },
  {
    id: 'service-providers',
    title: 'Who else handles information',
    body: (
      <>
        <p>We share information only with services that help us run Storyloom, and only what each needs:</p>
        <ul>
          <li>
            <strong>Outside AI providers</strong> for writing, illustration, narration or voice cloning — only when one
            is in use and only after you have agreed, as described above.
          </li>
          <li>
            <strong>Our payment provider, Stripe,</strong> when you buy a plan or credits. Stripe handles your card
            details under its own privacy policy.
          </li>
          <li>
            <strong>Email delivery and file storage services</strong> that send our emails and keep stored files on our
            behalf.
          </li>
          <li>
            <strong>Google,</strong> if you choose to log in with your Google account.
          </li>
        </ul>
        <p>
          We may also disclose information when the law requires it. We never sell or rent personal information, and
          we never share it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Share links and the community library',
    body: (
      <p>
        Stories are private. If you create a share link for a story, anyone with that link can read it in the
        flip-book; the link is long and unguessable, is not indexed by search engines, and stops working as soon as you
        turn it off. Stories you publish to the <Link href={paths.featureCommunityLibrary}>community library</Link> use
        the hero name you choose and never show portraits; illustrations drawn from a portrait are left out unless you
        allow them.
      </p>
    ),
  },
  {
    id: 'encrypted-portraits',
    title: 'Encrypted portraits',
    body: (
      <p>
        When you encrypt a portrait, your browser locks it with a key made from your password before uploading it. Our
        servers only ever receive and store the locked file and never see the photo itself or your password. Because of
        that, an encrypted portrait cannot be sent to an outside illustration provider unless you unlock it for a
        particular story, and we cannot recover it if the password is lost.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <ul>
        <li>Your account, child profiles and stories are kept until you delete them or close your account.</li>
        <li>
          Portraits and voice samples of accounts that are closed, or that have not been used for 12 months, are
          deleted automatically.
        </li>
        <li>
          Closing your account deletes your profile, your children’s profiles, portraits, stories, voices and sessions.
          We keep only records the law requires, such as payment records for tax purposes.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Seeing, exporting and deleting your information',
    body: (
      <>
        <p>
          The <Link href={paths.privacyDashboard}>privacy dashboard</Link> shows everything Storyloom holds about you and
          each of your children — profiles, portraits, stories, voices, consents and sessions. From there you can
          download all of it in one file, delete any part of it or all of it, and withdraw each consent. Deleting
          really deletes: the database records and the stored files are removed, not hidden.
        </p>
        <p>
          Depending on where you live you may have further rights, for example to correct information or to object to
          how it is used. <Link href={contactHref}>Contact us</Link> and we will help.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping information safe',
    body: (
      <p>
        Passwords are stored only as one-way hashes, every connection is encrypted in transit, portraits can be
        encrypted before they leave your device, and you can see and end your active sessions. Access to stored
        information is limited to the administrators who need it to run the service, and the server checks that
        access on every request.
      </p>
    ),
  },
  {
    id: 'children-and-teens',
    title: 'Children and teenagers',
    body: (
      <p>
        Only adults can hold a Storyloom account. If we learn that someone under 18 has created an account without a
        parent, we ask for a parent’s consent and, if it isn’t given, delete the account and its information. The{' '}
        <Link href={paths.coppaCompliance}>COPPA compliance page</Link> explains age verification and parental consent
        in detail.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes we update the date at the top of the page. If a change affects how we use children’s
        information, we tell account holders by email and ask for consent again before the change applies to them.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy, or a request you can’t make from the dashboard? Write to us through the{' '}
        <Link href={contactHref}>contact form</Link>.
      </p>
    ),
  },
];
