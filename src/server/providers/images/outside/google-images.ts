/**
 * Google's Gemini image models (gemini-2.5-flash-image): one `generateContent` call per picture, the
 * prompt and up to three reference pictures as inline parts, the answer's picture as an inline part.
 * The safety system shows as a blocked prompt (`promptFeedback.blockReason`) or a candidate that
 * finished for safety (`finishReason` SAFETY, IMAGE_SAFETY, PROHIBITED_CONTENT …) without a picture.
 */
import { createLimiter, expectOk, OutsideCallError, withRetries, type CallPolicy } from '../../outside-calls.ts';
import { ImageRefusedError, type DrawnPicture, type OutsideImageModel } from './model.ts';

export interface GoogleImageOptions extends CallPolicy {
  apiKey: string;
  /** Up to and including the API version, e.g. https://generativelanguage.googleapis.com/v1beta. */
  baseUrl: string;
  model?: string;
  concurrency: number;
}

export const defaultGoogleImageModel = 'gemini-2.5-flash-image';

interface InlinePart {
  inlineData?: { mimeType?: string; data?: string };
  text?: string;
}

interface GenerateContentResponse {
  promptFeedback?: { blockReason?: string };
  candidates?: Array<{ finishReason?: string; content?: { parts?: InlinePart[] } }>;
}

const safetyReasons = /SAFETY|PROHIBITED|BLOCKLIST|SPII/;

export function createGoogleImageModel(options: GoogleImageOptions): OutsideImageModel {
  const limited = createLimiter(options.concurrency);
  const model = options.model ?? defaultGoogleImageModel;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/models/${encodeURIComponent(model)}:generateContent`;
  return {
    provider: 'google',
    model,
    maxReferences: 3,
    draw: (request) =>
      limited(() =>
        withRetries(options, async (signal): Promise<DrawnPicture> => {
          const parts = [
            { text: request.prompt },
            ...request.references.map((reference) => ({ inlineData: { mimeType: reference.contentType, data: Buffer.from(reference.body).toString('base64') } })),
          ];
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'x-goog-api-key': options.apiKey, 'content-type': 'application/json' },
            body: JSON.stringify({
              contents: [{ role: 'user', parts }],
              generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '4:3' } },
            }),
            signal,
          });
          const body = (await (await expectOk(response, 'Gemini images')).json()) as GenerateContentResponse;
          const blocked = body.promptFeedback?.blockReason;
          if (blocked) throw new ImageRefusedError(`Gemini refused the prompt: ${blocked}`);
          const candidate = body.candidates?.[0];
          const picture = candidate?.content?.parts?.find((part) => part.inlineData?.data)?.inlineData;
          if (picture?.data) return { body: new Uint8Array(Buffer.from(picture.data, 'base64')), contentType: picture.mimeType ?? 'image/png' };
          const reason = candidate?.finishReason ?? 'no candidate';
          if (safetyReasons.test(reason)) throw new ImageRefusedError(`Gemini refused the picture: ${reason}`);
          throw new OutsideCallError(`Gemini answered without a picture (${reason}).`, true);
        }),
      ),
  };
}
