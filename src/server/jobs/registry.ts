import { alignPageRecording } from './align-page-recording.ts';
import type { JobDefinition } from './definition.ts';
import { deliverEmail } from './deliver-email.ts';
import { editIllustrations } from './edit-illustrations.ts';
import { generateStory, sweepStuckStoriesJob } from './generate-story.ts';
import { makeStoryPdfJob } from './make-story-pdf.ts';
import { narrateLibraryStoryJob } from './narrate-library-story.ts';
import { preparePrintPicturesJob } from './prepare-print-pictures.ts';
import { redoNarration } from './redo-narration.ts';
import { retentionJob } from './retention.ts';

/** Every job the workers run. Add new jobs here. */
export const jobRegistry: readonly JobDefinition[] = [
  deliverEmail as unknown as JobDefinition,
  generateStory as unknown as JobDefinition,
  sweepStuckStoriesJob as unknown as JobDefinition,
  retentionJob as unknown as JobDefinition,
  makeStoryPdfJob as unknown as JobDefinition,
  preparePrintPicturesJob as unknown as JobDefinition,
  redoNarration as unknown as JobDefinition,
  editIllustrations as unknown as JobDefinition,
  alignPageRecording as unknown as JobDefinition,
  narrateLibraryStoryJob as unknown as JobDefinition,
];
