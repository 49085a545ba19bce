import { Link } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import type { ProseSection } from '../../components/marketing/prose-page.tsx';

const contactHref = `${href(paths.contact)}?subject=general`;

export const accessibilitySections: readonly ProseSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <p>
        Bedtime stories are for every family, including children and parents who use a keyboard, a screen reader, a
        magnifier or switch controls. Storyloom aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
        level AA across the whole product, in both the light and the dark theme.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do',
    body: (
      <ul>
        <li>
          <strong>Keyboard:</strong> every link, button and form field can be reached and used with the keyboard alone,
          in a logical order, with a clearly visible focus outline. A “Skip to main content” link is the first stop on
          every page.
        </li>
        <li>
          <strong>Screen readers:</strong> pages use headings and landmarks, each page has a single main heading, form
          fields have labels, and error messages are tied to the field they belong to.
        </li>
        <li>
          <strong>Illustrations</strong> carry a text description of the scene they show, so the story’s pictures are
          described as well as its words.
        </li>
        <li>
          <strong>Read-along narration</strong> speaks every page and highlights each word as it is read, helping
          children who are learning to read and anyone who finds reading tiring.
        </li>
        <li>
          <strong>Light and dark themes,</strong> or follow your device’s setting. Text keeps strong contrast in both,
          and the dark theme is gentle on the eyes in a dim room.
        </li>
        <li>
          <strong>Motion:</strong> if your device asks for reduced motion, Storyloom turns animations off.
        </li>
        <li>
          <strong>Touch and zoom:</strong> controls on reading screens are at least 44 pixels in size, layouts adapt to
          phones, and text can be enlarged to 200% without losing content.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-check',
    title: 'How we check',
    body: (
      <p>
        Automated accessibility checks against the WCAG 2.2 AA rules run on every public page, in both themes, each time
        Storyloom changes, and a change that fails them is not released. We also work through pages with the keyboard
        and at phone size. Automated tools can’t catch everything, which is why your reports matter.
      </p>
    ),
  },
  {
    id: 'known-limits',
    title: 'Known limitations',
    body: (
      <ul>
        <li>
          Illustrations are generated, and occasionally a picture doesn’t match its written description exactly. You can
          redraw any single page.
        </li>
        <li>
          Narration voices are synthetic and can stumble over unusual names. You can record any page’s narration again.
        </li>
      </ul>
    ),
  },
  {
    id: 'report',
    title: 'Tell us about a problem',
    body: (
      <>
        <p>
          If something in Storyloom is hard or impossible for you to use, we want to know. Write to us through the{' '}
          <Link href={contactHref}>contact form</Link> and, if you can, tell us:
        </p>
        <ul>
          <li>the page address, or what you were trying to do;</li>
          <li>what happened, and what you expected to happen;</li>
          <li>your device and browser, and any assistive technology you use.</li>
        </ul>
        <p>We read every report, reply to you, and treat accessibility problems as bugs to be fixed.</p>
      </>
    ),
  },
  {
    id: 'compatibility',
    title: 'Browsers and devices',
    body: (
      <p>
        Storyloom is built with standard HTML and works in current versions of Chrome, Edge, Firefox and Safari on
        computers, tablets and phones. See also our <Link href={paths.privacyPolicy}>privacy policy</Link> and{' '}
        <Link href={paths.cookiePolicy}>cookie policy</Link>.
      </p>
    ),
  },
];
