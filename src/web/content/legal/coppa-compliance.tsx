import { Link } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import type { ProseSection } from '../../components/marketing/prose-page.tsx';

const contactHref = `${href(paths.contact)}?subject=general`;

export const coppaSections: readonly ProseSection[] = [
  {
    id: 'overview',
    title: 'Storyloom and COPPA',
    body: (
      <>
        <p>
          The Children’s Online Privacy Protection Act (COPPA) and the Federal Trade Commission’s rule under it, as
          amended in 2025, protect the personal information of children under 13 in the United States. Storyloom makes
          stories about children, so we have built the whole product around these rules — and we apply the same care to
          every child, whatever their age or country.
        </p>
        <p>
          The core idea is simple: a parent or guardian holds the account, decides what is collected, and can see,
          download or delete all of it at any time.
        </p>
      </>
    ),
  },
  {
    id: 'adult-account-holder',
    title: 'An adult holds every account',
    body: (
      <p>
        Children never sign up, sign in or type information into Storyloom themselves. A parent or guardian creates the
        account, adds each child’s profile and chooses every story. Children read and listen alongside them, on the
        parent’s account. There is no chat, no messaging and no public profile for a child.
      </p>
    ),
  },
  {
    id: 'age-verification',
    title: 'Age verification',
    body: (
      <>
        <p>
          Before anyone can add a child, Storyloom asks the account holder for their date of birth. The question is
          neutral: separate day, month and year fields, nothing filled in for you, and no “I am over 13” button to
          click. The answer is remembered, so it can’t simply be tried again with a different date.
        </p>
        <ul>
          <li>
            <strong>18 or older:</strong> you continue to the children’s privacy notice and give your consent.
          </li>
          <li>
            <strong>Under 18:</strong> you can’t hold an account on your own. If you are under 13, the account waits
            until a parent gives consent through a link we email to them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'parental-consent',
    title: 'Verifiable parental consent, in three parts',
    body: (
      <>
        <p>
          After confirming their age, the parent reads the children’s privacy notice and makes three separate choices.
          Each is recorded with the time, the method used and the version of the notice they saw.
        </p>
        <ol>
          <li>
            <strong>Collection and use for stories</strong> — storing the child’s profile and portraits and using them
            to make stories. Required before a child profile can be created.
          </li>
          <li>
            <strong>Disclosure to an outside AI provider</strong> — sending the child’s name, portrait or voice to an
            outside writing, illustration or voice service. Asked only when such a provider is in use, and never a
            condition of using Storyloom: without it, stories are made with the built-in engines.
          </li>
          <li>
            <strong>Publishing to the community library</strong> — asked when a parent publishes a story, which then
            uses a hero name instead of the child’s and is reviewed by an administrator before it appears.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect about children, and why',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>First name</td>
            <td>So the child can be the hero of the story</td>
          </tr>
          <tr>
            <td>Birth date</td>
            <td>To set the reading level and story pacing</td>
          </tr>
          <tr>
            <td>Appearance and interests</td>
            <td>To draw a consistent hero and shape the plot</td>
          </tr>
          <tr>
            <td>Portraits (optional, can be encrypted)</td>
            <td>To help illustrations resemble the child</td>
          </tr>
          <tr>
            <td>Stories, pictures and narration</td>
            <td>To keep the books you made in your library</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'never',
    title: 'What we never do',
    body: (
      <ul>
        <li>Show advertising, or track children for advertising or profiling.</li>
        <li>Sell or rent children’s information.</li>
        <li>Share it with anyone beyond what a parent has consented to.</li>
        <li>Show a child’s real name or portrait in the community library.</li>
        <li>Ask a child for more information than a story needs.</li>
      </ul>
    ),
  },
  {
    id: 'parents-rights',
    title: 'Your rights as a parent',
    body: (
      <>
        <p>
          From the <Link href={paths.privacyDashboard}>privacy dashboard</Link> you can, at any time and without giving a
          reason:
        </p>
        <ul>
          <li>review everything held about you and each child — profiles, portraits, stories, voices, consents, sessions;</li>
          <li>download all of it in one file;</li>
          <li>delete any part of it, or all of it: records and stored files are removed, not hidden;</li>
          <li>withdraw any of the three consents, and refuse further collection or sharing.</li>
        </ul>
        <p>
          You can agree to collection for stories without agreeing to disclosure to outside providers: the two are
          separate on purpose.
        </p>
      </>
    ),
  },
  {
    id: 'retention-security',
    title: 'Retention and security',
    body: (
      <p>
        We keep children’s information only while it is needed for the stories you make. Portraits and voice samples of
        accounts that are closed, or unused for 12 months, are deleted automatically. Portraits can be encrypted in
        your browser so that our servers never see the photo, and an encrypted portrait can’t be sent to an outside
        illustrator unless you unlock it for that story. The <Link href={paths.privacyPolicy}>privacy policy</Link> has
        the full retention policy.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions or concerns',
    body: (
      <p>
        If you have a question about your child’s information, or believe a child is using Storyloom without a parent’s
        consent, write to us through the <Link href={contactHref}>contact form</Link> and we will look into it promptly.
      </p>
    ),
  },
];
