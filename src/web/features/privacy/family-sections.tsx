/**
 * The privacy dashboard's sections about the family: the children's profiles, the companions,
 * the portraits and the stories,
 * as the export lists them (server: domain/privacy-family.ts).
 */
import type { ReactNode } from 'react';
import { formatLongDate } from '@shared/dates.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { PortraitRecord } from '@shared/schemas/portraits.ts';
import { kindLabels, whatTheyAre } from '../companions/labels.ts';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import type { PersonalData } from './api.ts';
import { Rows, type PrivacySection } from './section-parts.tsx';

const children = (data: PersonalData) => data.children ?? [];
const portraits = (data: PersonalData) => data.portraits ?? [];
const companions = (data: PersonalData) => data.companions ?? [];
const stories = (data: PersonalData) => data.stories ?? [];

function childName(data: PersonalData, id: string | null): string {
  return children(data).find((child) => child.id === id)?.name ?? 'a child';
}

function describeChild(child: ChildRecord): ReactNode {
  const parts = [
    `Age ${child.age}, born ${formatLongDate(`${child.birthDate}T12:00:00Z`)}`,
    `${readingLevelLabel(child.readingLevel)}${child.readingLevelOverridden ? ' (set by you)' : ''}`,
    child.interests.length > 0 ? `Loves ${child.interests.join(', ')}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function describePortrait(data: PersonalData, portrait: PortraitRecord): string {
  const storage = portrait.isEncrypted ? 'stored encrypted' : 'stored unencrypted';
  return `Added ${formatLongDate(portrait.createdAt)} · ${storage}${portrait.isMain ? ' · main portrait' : ''} · of ${childName(data, portrait.childId)}`;
}

export const familySections: PrivacySection[] = [
  {
    key: 'children',
    title: 'Children',
    description: 'The profiles you created so each child can be the hero of their stories.',
    empty: 'You have not added any children.',
    count: (data) => children(data).length,
    render: (data) => (
      <Rows items={children(data).map((child) => ({ key: child.id, primary: child.name, secondary: describeChild(child) }))} />
    ),
    erase: {
      section: 'children',
      label: 'Delete all children',
      confirmText: 'This deletes every child profile together with their portraits and the stories about them.',
    },
  },
  {
    key: 'companions',
    title: 'Companions',
    description: 'The pets, friends, grandparents and cuddly toys you added to join the stories, with how each one looks.',
    empty: 'You have not added any companions.',
    count: (data) => companions(data).length,
    render: (data) => (
      <Rows
        items={companions(data).map((companion) => ({
          key: companion.id,
          primary: companion.name,
          secondary: `${kindLabels[companion.kind]} · ${whatTheyAre(companion)} · added ${formatLongDate(companion.createdAt)}`,
        }))}
      />
    ),
    erase: {
      section: 'companions',
      label: 'Delete all companions',
      confirmText: 'This deletes every companion of the family cast. Stories already made keep them.',
    },
  },
  {
    key: 'portraits',
    title: 'Portraits',
    description: 'Photos of your children used to draw them. The images themselves are on the Portraits page, not in the download.',
    empty: 'You have not added any portraits.',
    count: (data) => portraits(data).length,
    render: (data) => (
      <Rows
        items={portraits(data).map((portrait) => ({
          key: portrait.id,
          primary: `Portrait of ${childName(data, portrait.childId)}`,
          secondary: describePortrait(data, portrait),
        }))}
      />
    ),
    erase: {
      section: 'portraits',
      label: 'Delete all portraits',
      confirmText: 'This deletes every portrait and its stored image file. The children’s profiles stay.',
    },
  },
  {
    key: 'stories',
    title: 'Stories',
    description: 'The stories made for your family, with their settings.',
    empty: 'You have not created any stories.',
    count: (data) => stories(data).length,
    render: (data) => (
      <Rows
        items={stories(data).map((story) => ({
          key: story.id,
          primary: story.title ?? 'Untitled story',
          secondary: `About ${childName(data, story.heroChildId)} · ${story.length} minutes · ${story.status} · created ${formatLongDate(story.createdAt)}`,
        }))}
      />
    ),
    erase: {
      section: 'stories',
      label: 'Delete all stories',
      confirmText: 'This deletes every story with its illustrations and narration.',
    },
  },
];
