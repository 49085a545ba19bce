/**
 * OpenAI's Image API (the gpt-image-1 family). Without references a picture comes from
 * `/images/generations`; with them, from `/images/edits`, which takes several input pictures as
 * `image[]` parts, with `input_fidelity: high` so faces and outfits are kept.
 * A prompt the safety system refuses answers 400 with the code `moderation_blocked`.
 */
import { createLimiter, expectOk, OutsideCallError, withRetries, type CallPolicy } from '../../outside-calls.ts';
import { ImageRefusedError, type DrawnPicture, type ImageRequest, type OutsideImageModel } from './model.ts';

export interface OpenAIImageOptions extends CallPolicy {
  apiKey: string;
  /** Up to and including `/v1`. */
  baseUrl: string;
  model?: string;
  concurrency: number;
}

export const defaultOpenAIImageModel = 'gpt-image-1';

interface ImagesResponse {
  data?: Array<{ b64_json?: string }>;
  output_format?: string;
}

/** Our pictures are landscape, 4:3-ish: the closest size the API offers. */
const size = '1536x1024';

async function refusedOrOk(response: Response): Promise<Response> {
  if (response.status === 400) {
    const text = await response.clone().text();
    if (/moderation_blocked|safety system/i.test(text)) throw new ImageRefusedError(`OpenAI refused the picture: ${text.slice(0, 200)}`);
  }
  return expectOk(response, 'OpenAI images');
}

export function createOpenAIImageModel(options: OpenAIImageOptions): OutsideImageModel {
  const limited = createLimiter(options.concurrency);
  const base = options.baseUrl.replace(/\/+$/, '');
  const model = options.model ?? defaultOpenAIImageModel;
  const auth = { authorization: `Bearer ${options.apiKey}` };

  const call = (request: ImageRequest, signal: AbortSignal) => {
    if (request.references.length === 0) {
      return fetch(`${base}/images/generations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ model, prompt: request.prompt, size, quality: 'medium', n: 1, moderation: 'auto' }),
        signal,
      });
    }
    const form = new FormData();
    form.set('model', model);
    form.set('prompt', request.prompt);
    form.set('size', size);
    form.set('quality', 'medium');
    form.set('input_fidelity', 'high');
    request.references.forEach((reference, index) => {
      const extension = reference.contentType.split('/')[1];
      form.append('image[]', new Blob([reference.body as Uint8Array<ArrayBuffer>], { type: reference.contentType }), `reference-${index}.${extension}`);
    });
    return fetch(`${base}/images/edits`, { method: 'POST', headers: auth, body: form, signal });
  };

  return {
    provider: 'openai',
    model,
    maxReferences: 16,
    draw: (request) =>
      limited(() =>
        withRetries(options, async (signal): Promise<DrawnPicture> => {
          const response = await refusedOrOk(await call(request, signal));
          const body = (await response.json()) as ImagesResponse;
          const encoded = body.data?.[0]?.b64_json;
          if (!encoded) throw new OutsideCallError('OpenAI images answered without a picture.', false);
          return { body: new Uint8Array(Buffer.from(encoded, 'base64')), contentType: `image/${body.output_format ?? 'png'}` };
        }),
      ),
  };
}
