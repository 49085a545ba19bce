import { Link } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import type { ProseSection } from '../../components/marketing/prose-page.tsx';

const contactHref = `${href(paths.contact)}?subject=general`;

export const cookieSections: readonly ProseSection[] = [
  {
    id: 'in-short',
    title: 'In short',
    body: (
      <ul>
        <li>We set one cookie, and only when you log in: it keeps you logged in.</li>
        <li>A few small preferences, like your light or dark theme, are kept in your own browser’s storage.</li>
        <li>No advertising cookies, no analytics trackers, no social-media pixels. Nothing follows you to other sites.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies we set',
    body: (
      <>
        <table>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">What it does</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                Session (<code>storyloom.session_token</code>)
              </td>
              <td>
                Keeps you logged in. Your browser sends it back only to Storyloom, and page scripts cannot read it.
              </td>
              <td>Until you log out, or 30 days without a visit</td>
            </tr>
            <tr>
              <td>Sign-in security</td>
              <td>
                Set only while you log in with Google, to make sure the sign-in that comes back is the one you started.
              </td>
              <td>Minutes; removed when sign-in finishes</td>
            </tr>
          </tbody>
        </table>
        <p>
          Both are strictly necessary: Storyloom cannot keep you logged in without them. That is why we don’t show a
          cookie banner. Visitors who are not logged in get no cookies from us at all.
        </p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'What we keep in your browser’s storage',
    body: (
      <>
        <p>Some things are remembered on your device rather than on our servers. They never leave your browser on their own.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">What it remembers</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>theme</code>
              </td>
              <td>Whether you chose the light theme, the dark theme or your device’s setting.</td>
            </tr>
            <tr>
              <td>
                <code>storyloom-walkthrough-…</code>
              </td>
              <td>Whether the welcome tour has been shown or completed, so it doesn’t pop up every visit.</td>
            </tr>
            <tr>
              <td>
                <code>storyloom-auth-token</code>
              </td>
              <td>A short-lived pass that lets the app talk to our servers while you are logged in. Removed when you log out.</td>
            </tr>
            <tr>
              <td>
                <code>story-builder-state…</code>
              </td>
              <td>The story you are in the middle of setting up, so a refresh doesn’t lose it. Removed when you log out.</td>
            </tr>
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: 'not-used',
    title: 'What we don’t use',
    body: (
      <p>
        Storyloom has no advertising, so there are no advertising cookies. We don’t use third-party analytics, social
        media widgets or tracking pixels, and we don’t fingerprint your device. Pages you visit on Storyloom are not
        reported to anyone else.
      </p>
    ),
  },
  {
    id: 'other-services',
    title: 'Pages run by other companies',
    body: (
      <p>
        When you pay, you are taken to a checkout page run by Stripe; when you log in with Google, you see Google’s own
        sign-in page. Those pages are run by those companies and may set their own cookies under their own policies.
        They are not used on Storyloom’s pages.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <p>
        You can clear cookies and site data for Storyloom in your browser’s settings at any time. You will be signed
        out, and your theme will go back to following your device. Blocking the session cookie means you won’t be able
        to log in.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Want to know more? Read the <Link href={paths.privacyPolicy}>privacy policy</Link>, or write to us through the{' '}
        <Link href={contactHref}>contact form</Link>.
      </p>
    ),
  },
];
