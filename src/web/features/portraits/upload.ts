/**
 * Uploading a portrait, plain or encrypted in this browser first. XMLHttpRequest rather than
 * fetch because only it reports upload progress; errors are raised as the API client raises them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortraitRecord } from '@shared/schemas/portraits.ts';
import { ApiError } from '../../lib/api-client.ts';
import { tokenCache } from '../auth/session.ts';
import { refreshPortraits } from './api.ts';
import { encryptPortrait } from './crypto.ts';
import { prepareForEncryption } from './prepare-image.ts';
import { vault } from './vault.ts';

export type UploadPhase = 'preparing' | 'encrypting' | 'uploading' | 'processing';
export interface UploadProgress {
  phase: UploadPhase;
  /** 0–100 while uploading. */
  percent: number;
}

export interface UploadRequest {
  file: File;
  childId: string;
  userId: string;
  /** Present when the parent chose to encrypt in the browser. */
  password?: string;
  onProgress?: (progress: UploadProgress) => void;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; code?: unknown; field?: unknown };
    if (typeof body.message === 'string') {
      return new ApiError(
        xhr.status,
        body.message,
        typeof body.code === 'string' ? body.code : undefined,
        typeof body.field === 'string' ? body.field : undefined,
      );
    }
  } catch {
    // Not JSON: fall through to the plain text.
  }
  return new ApiError(xhr.status, xhr.responseText || xhr.statusText || 'Upload failed');
}

function send(form: FormData, token: string, onProgress?: (progress: UploadProgress) => void): Promise<PortraitRecord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/portraits');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable) return;
      const percent = Math.round((event.loaded / event.total) * 100);
      onProgress?.({ phase: percent >= 100 ? 'processing' : 'uploading', percent });
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as PortraitRecord);
        } catch (error) {
          reject(error);
        }
      } else {
        reject(errorFrom(xhr));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('The upload was interrupted. Please check your connection and try again.')));
    xhr.send(form);
  });
}

export async function uploadPortrait({ file, childId, userId, password, onProgress }: UploadRequest): Promise<PortraitRecord> {
  const form = new FormData();
  form.set('childId', childId);
  let unlocked: (() => void) | undefined;
  if (password === undefined) {
    form.set('file', file);
  } else {
    onProgress?.({ phase: 'preparing', percent: 0 });
    const prepared = await prepareForEncryption(file);
    onProgress?.({ phase: 'encrypting', percent: 0 });
    const portraitId = crypto.randomUUID();
    const { ciphertext, metadata, key } = await encryptPortrait({
      plaintext: prepared.bytes,
      password,
      userId,
      portraitId,
      mimeType: 'image/jpeg',
    });
    form.set('encrypted', 'true');
    form.set('encryptionMetadata', JSON.stringify(metadata));
    form.set('portraitId', portraitId);
    form.set('file', new Blob([ciphertext], { type: 'application/octet-stream' }), 'portrait.bin');
    // The parent has just chosen this picture: once stored it stays visible here until the tab closes.
    unlocked = () => {
      vault.rememberKey(metadata.salt, key);
      vault.rememberImage(portraitId, prepared.bytes);
    };
  }
  const token = await tokenCache.getToken({ forceRefresh: false });
  if (!token) throw new ApiError(401, 'Please log in again to upload portraits.');
  onProgress?.({ phase: 'uploading', percent: 0 });
  const portrait = await send(form, token, onProgress);
  unlocked?.();
  return portrait;
}

export function useUploadPortrait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPortrait,
    onSuccess: () => refreshPortraits(queryClient),
  });
}
