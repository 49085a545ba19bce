/**
 * The kinds of personal data the privacy dashboard lists, one entry per key of the export. A
 * feature that stores more about a family (children, portraits, stories, voices) adds an entry
 * here and its section appears on the page, in the summary and in the download.
 */
import type { ReactNode } from 'react';
import { formatLongDate } from '@shared/dates.ts';
import { describeDevice } from '../account/device.ts';
import type { PersonalData } from './api.ts';
import { useQuery } from '@tanstack/react-query';
import { siteConfigQuery } from '../site/api.ts';
import { consentHistoryLine } from './consents.ts';
import { familySections } from './family-sections.tsx';
import { Rows, type PrivacySection } from './section-parts.tsx';

export type { PrivacySection } from './section-parts.tsx';

const signInMethodNames: Record<string, string> = { credential: 'Email and password', google: 'Google' };
const consentMethodNames: Record<string, string> = { 'account-holder': 'by you', 'parent-email-link': 'by a parent, by email link' };
const emailKindNames: Record<string, string> = {
  'verify-email': 'Email confirmation',
  'reset-password': 'Password reset',
  'change-email': 'Email address change',
  'parent-consent': 'Parent consent request',
  contact: 'Contact form copy',
};

function AccountRecord({ data }: { data: PersonalData }) {
  const a = data.account;
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  const rows: Array<[string, ReactNode]> = [
    ['Name', a.name],
    ['Email address', `${a.email} (${a.emailVerified ? 'confirmed' : 'not confirmed yet'})`],
    ['Account ID', <code className="break-all text-sm">{a.id}</code>],
    ['Date of birth', a.birthDate ? formatLongDate(`${a.birthDate}T12:00:00Z`) : 'Not given'],
    ['Age verified', a.ageVerifiedAt ? formatLongDate(a.ageVerifiedAt) : 'Not yet'],
    ['Under 13', yesNo(a.isUnder13)],
    ['Consent for children’s information', yesNo(a.parentalConsentVerified)],
    ['Administrator', yesNo(a.isAdmin)],
    ['Account created', formatLongDate(a.createdAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="mb-3 text-fg-muted sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConsentHistory({ data }: { data: PersonalData }) {
  const outsideProviderSetUp = Boolean(useQuery(siteConfigQuery).data?.outsideTextProvider);
  return (
    <Rows
      items={data.consentHistory.map((c) => ({
        key: String(c.id),
        primary: consentHistoryLine(c.kind, c.granted, outsideProviderSetUp),
        secondary: `${formatLongDate(c.createdAt)} · ${consentMethodNames[c.method] ?? c.method} · privacy notice version ${c.noticeVersion}`,
      }))}
    />
  );
}

export const privacySections: PrivacySection[] = [
  {
    key: 'account',
    title: 'Your account record',
    description: 'Who you are to Storyloom. Your date of birth is kept to show that an adult holds the account.',
    empty: '',
    count: () => 1,
    render: (data) => <AccountRecord data={data} />,
  },
  ...familySections,
  {
    key: 'voiceRecordings',
    title: 'Your voice recordings',
    description:
      'Pages you recorded in your own voice. A voice is biometric data: the recordings are kept for you alone, never published or shared, and are in the download.',
    empty: 'You have not recorded any pages.',
    count: (data) => data.voiceRecordings?.length ?? 0,
    render: (data) => (
      <Rows
        items={(data.voiceRecordings ?? []).map((r) => ({
          key: `${r.storyId}-${r.pageIndex}`,
          primary: `${r.storyTitle ?? 'A story'}, page ${r.pageIndex + 1}`,
          secondary: `Recorded ${formatLongDate(r.createdAt)} · ${Math.max(1, Math.round(r.durationMs / 1000))} seconds`,
        }))}
      />
    ),
    erase: {
      section: 'voiceRecordings',
      label: 'Delete all my recordings',
      confirmText: 'This deletes every recording of your voice, its audio files included.',
    },
  },
  {
    key: 'clonedVoices',
    title: 'Your cloned voices',
    description:
      'Voice samples you recorded or uploaded on the voice cloning page, and the voices made from them. The samples are kept for you alone and are in the download; each voice is held by the outside voice service until you delete it.',
    empty: 'You have no cloned voices.',
    count: (data) => data.clonedVoices?.length ?? 0,
    render: (data) => (
      <Rows
        items={(data.clonedVoices ?? []).map((v) => ({
          key: v.id,
          primary: v.name,
          secondary: `Made ${formatLongDate(v.createdAt)} · a ${Math.max(1, Math.round(v.sampleDurationMs / 1000))}-second sample`,
        }))}
      />
    ),
    erase: {
      section: 'clonedVoices',
      label: 'Delete all my cloned voices',
      confirmText: 'This deletes every voice sample and cloned voice, here and at the outside voice service. Stories read in them keep their audio.',
    },
  },
  {
    key: 'sessions',
    title: 'Sessions',
    description: 'Each device where you are logged in, with the address and browser it used. They end when you log out there.',
    empty: 'You are not logged in anywhere.',
    count: (data) => data.sessions.length,
    render: (data) => (
      <Rows
        items={data.sessions.map((s) => ({
          key: s.id,
          primary: describeDevice(s.userAgent),
          secondary: `Started ${formatLongDate(s.createdAt)} · ends ${formatLongDate(s.expiresAt)} · ${s.ipAddress ? `IP address ${s.ipAddress}` : 'no IP address recorded'}`,
        }))}
      />
    ),
  },
  {
    key: 'signInMethods',
    title: 'Sign-in methods',
    description: 'How you log in. A password is stored only as a one-way hash that nobody can read back.',
    empty: 'No sign-in methods.',
    count: (data) => data.signInMethods.length,
    render: (data) => (
      <Rows
        items={data.signInMethods.map((m) => ({
          key: m.providerId,
          primary: signInMethodNames[m.providerId] ?? m.providerId,
          secondary: `Added ${formatLongDate(m.createdAt)}`,
        }))}
      />
    ),
  },
  {
    key: 'consentHistory',
    title: 'Consent history',
    description: 'Every consent decision ever recorded for your account, newest first. It is kept as proof of consent until the account is deleted.',
    empty: 'No consent decisions yet.',
    count: (data) => data.consentHistory.length,
    render: (data) => (
<ConsentHistory data={data} />
    ),
  },
  {
    key: 'parentConsentRequests',
    title: 'Requests for a parent’s consent',
    description: 'Emails asking a parent to consent, sent when the account holder was under 18.',
    empty: 'None.',
    hideWhenEmpty: true,
    count: (data) => data.parentConsentRequests?.length ?? 0,
    render: (data) => (
      <Rows
        items={(data.parentConsentRequests ?? []).map((r) => ({
          key: r.createdAt,
          primary: r.parentEmail,
          secondary: `Sent ${formatLongDate(r.createdAt)} · ${r.answeredAt ? `${r.consented ? 'consented' : 'refused'} ${formatLongDate(r.answeredAt)}` : 'no answer yet'}`,
        }))}
      />
    ),
  },
  {
    key: 'newsletter',
    title: 'Newsletter',
    description: 'Your subscription to the Storyloom newsletter, if you signed up for it.',
    empty: 'You are not subscribed to the newsletter.',
    count: (data) => data.newsletter.length,
    render: (data) => (
      <Rows
        items={data.newsletter.map((n) => ({
          key: n.email,
          primary: n.email,
          secondary: `Subscribed ${formatLongDate(n.createdAt)}${n.source ? ` · from the ${n.source.replace(/-/g, ' ')}` : ''}`,
        }))}
      />
    ),
    erase: {
      section: 'newsletter',
      label: 'Unsubscribe and delete',
      confirmText: 'This unsubscribes you and deletes the subscription record.',
    },
  },
  {
    key: 'contactMessages',
    title: 'Messages you sent us',
    description: 'Messages sent with the contact form from your email address.',
    empty: 'You have not sent us any messages.',
    count: (data) => data.contactMessages.length,
    render: (data) => (
      <Rows
        items={data.contactMessages.map((m) => ({
          key: m.id,
          primary: `${m.subject.charAt(0).toUpperCase()}${m.subject.slice(1)} message`,
          secondary: `Sent ${formatLongDate(m.createdAt)} as ${m.name}`,
          body: m.message,
        }))}
      />
    ),
    erase: {
      section: 'contactMessages',
      label: 'Delete these messages',
      confirmText: 'This deletes your messages and our team’s email copies of them.',
    },
  },
  {
    key: 'emailsSent',
    title: 'Emails we sent you',
    description: 'A record of each email Storyloom sent to your address: confirmations, password resets and the like.',
    empty: 'We have not sent you any emails.',
    count: (data) => data.emailsSent.length,
    render: (data) => (
      <Rows
        items={data.emailsSent.map((e, index) => ({
          key: `${e.createdAt}-${index}`,
          primary: e.subject,
          secondary: `${emailKindNames[e.kind] ?? e.kind} · ${formatLongDate(e.createdAt)} · ${e.status}`,
        }))}
      />
    ),
    erase: {
      section: 'emailsSent',
      label: 'Delete this record',
      confirmText: 'This deletes our stored copies of every email we sent you.',
    },
  },
];
