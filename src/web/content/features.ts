import { paths } from '@shared/routes.ts';
import {
  LibraryIcon,
  MicrophoneIcon,
  NarrationIcon,
  PictureIcon,
  PortraitIcon,
  SparklesIcon,
  type IconComponent,
} from '../components/marketing/icons.tsx';

export type FeatureId =
  | 'smart-personalization'
  | 'captivating-illustrations'
  | 'child-portraits'
  | 'voice-narration'
  | 'voice-cloning'
  | 'community-library';

export interface FeatureSummary {
  id: FeatureId;
  path: string;
  title: string;
  summary: string;
  Icon: IconComponent;
}

/** The six features, in the order the landing page and every feature page list them. */
export const features: readonly FeatureSummary[] = [
  {
    id: 'smart-personalization',
    path: paths.featureSmartPersonalization,
    title: 'Smart personalization',
    summary:
      'Your child’s name, interests and favorite things woven into the plot, with words pitched at their reading level.',
    Icon: SparklesIcon,
  },
  {
    id: 'captivating-illustrations',
    path: paths.featureCaptivatingIllustrations,
    title: 'Captivating illustrations',
    summary: 'A picture on every page, in the style you choose, with a hero who looks the same from cover to last page.',
    Icon: PictureIcon,
  },
  {
    id: 'child-portraits',
    path: paths.featureChildPortraits,
    title: 'Child portraits',
    summary: 'Add a photo so the hero resembles your child. Lock it with a password so only you can ever open it.',
    Icon: PortraitIcon,
  },
  {
    id: 'voice-narration',
    path: paths.featureVoiceNarration,
    title: 'Voice narration',
    summary: 'Every page read aloud, with each word lighting up as it is spoken so early readers can follow along.',
    Icon: NarrationIcon,
  },
  {
    id: 'voice-cloning',
    path: paths.featureVoiceCloning,
    title: 'Voice cloning',
    summary: 'Record a short sample and Storyloom can narrate in your own voice, even on nights you are away.',
    Icon: MicrophoneIcon,
  },
  {
    id: 'community-library',
    path: paths.featureCommunityLibrary,
    title: 'Community library',
    summary: 'Share a favorite story with other families under a hero name you choose. Every story is reviewed first.',
    Icon: LibraryIcon,
  },
];
