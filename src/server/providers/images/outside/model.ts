/**
 * An outside image model as the illustrating stage uses it: a prompt and up to `maxReferences`
 * reference pictures in, one picture out. The provider's own safety system may refuse a picture;
 * that is an ImageRefusedError, which is never retried as it stands (the page is redrawn instead).
 */
export interface ReferencePicture {
  body: Uint8Array;
  contentType: 'image/png' | 'image/webp' | 'image/jpeg';
}

export interface ImageRequest {
  prompt: string;
  /** The hero's reference picture first, then the previous page where the model takes more. */
  references: readonly ReferencePicture[];
}

export interface DrawnPicture {
  body: Uint8Array;
  contentType: string;
}

export interface OutsideImageModel {
  /** `openai` or `google`, as logged for admins. */
  readonly provider: string;
  readonly model: string;
  /** How many reference pictures one call takes. */
  readonly maxReferences: number;
  draw(request: ImageRequest): Promise<DrawnPicture>;
}

/** The provider's safety system would not draw this prompt or returned no picture for safety reasons. */
export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
  readonly retryable = false;
}
