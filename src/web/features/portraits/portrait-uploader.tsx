import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { passwordPolicy } from '@shared/password-policy.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/choice-fields.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { FormError, SubmitButton } from '../../components/ui/form-parts.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useForm, type FieldErrors } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { possessive } from '../children/labels.ts';
import { checkPortraitFile, portraitAccept } from './file-checks.ts';
import { PreparationError } from './prepare-image.ts';
import { useUploadPortrait, type UploadProgress } from './upload.ts';

// The account's password policy also sets how long a portrait's password must be.
const minPasswordLength = passwordPolicy.minLength;

const phaseText = (progress: UploadProgress) =>
  ({
    preparing: 'Getting the photo ready…',
    encrypting: 'Encrypting in your browser…',
    uploading: `Uploading… ${progress.percent}%`,
    processing: 'Storyloom is checking the photo…',
  })[progress.phase];

function EncryptionExplainer() {
  return (
    <div className="grid gap-1.5">
      <p>
        Your browser locks the photo with your password before it leaves this device. Storyloom’s server only ever stores
        scrambled data it cannot open, and never sees the picture or your password.
      </p>
      <p>
        You type the password each time you want to see it. An encrypted portrait cannot be sent to an outside illustration
        service unless you unlock it for that story. If the password is forgotten, nobody — not even us — can open it again.
      </p>
    </div>
  );
}

/** Drop or pick a photo, optionally encrypt it here, and watch it go up. */
export function PortraitUploader({ childId, childName, userId }: { childId: string; childName: string; userId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [added, setAdded] = useState<{ encrypted: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadPortrait();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const form = useForm({
    initialValues: { encrypt: false, password: '', confirm: '' },
    validate: ({ encrypt, password, confirm }) => {
      const errors: FieldErrors = {};
      if (!file) errors.file = 'Please choose a photo first.';
      if (file && encrypt) {
        if (password.length < minPasswordLength) errors.password = `Please choose a password of at least ${minPasswordLength} characters.`;
        if (confirm !== password) errors.confirm = 'The two passwords do not match.';
      }
      return file && Object.keys(errors).length === 0 ? { ok: true, data: { file, encrypt, password } } : { ok: false, errors };
    },
    onSubmit: async ({ file: chosen, encrypt, password }) => {
      await upload.mutateAsync({ file: chosen, childId, userId, password: encrypt ? password : undefined, onProgress: setProgress });
      toast({ title: 'Portrait added', description: encrypt ? 'Encrypted before it left this device.' : undefined, variant: 'success' });
      setAdded({ encrypted: encrypt });
      reset();
    },
    onError: (error, api) => {
      setProgress(null);
      api.setFormError(
        error instanceof ApiError
          ? error.serverMessage
          : error instanceof PreparationError
            ? error.message
            : 'The upload did not finish. Please check your connection and try again.',
      );
    },
  });
  const { encrypt } = form.values;
  const fileError = form.errors.file ?? pickError;

  const choose = (chosen: File | undefined) => {
    form.setFormError(null);
    setAdded(null);
    if (!chosen) return;
    const problem = checkPortraitFile(chosen);
    setPickError(problem ?? undefined);
    form.showErrors({});
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    form.reset({ encrypt: form.values.encrypt, password: '', confirm: '' });
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const busy = form.pending;
  return (
    <form {...form.formProps} className="grid gap-4 rounded-2xl border border-border bg-bg p-4 sm:p-5">
      <h4 className="font-semibold">Add a portrait of {childName}</h4>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-2xl border-2 border-dashed p-5 text-center',
          dragging ? 'border-primary bg-primary/10' : 'border-border',
        )}
      >
        {preview ? (
          <img src={preview} alt="The chosen photo" onError={() => setPreview(null)} className="size-28 rounded-2xl object-cover" />
        ) : (
          <p className="text-fg-muted">Drop a photo here, or choose one. JPEG, PNG, WebP or HEIC, up to 10 MB.</p>
        )}
        {file && <p className="max-w-full truncate text-sm font-medium">{file.name}</p>}
        <input
          ref={inputRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={portraitAccept}
          disabled={busy}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className={buttonClasses('secondary', 'md', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring')}
        >
          {file ? 'Choose a different photo' : 'Choose a photo'}
          <span className="sr-only"> of {childName}</span>
        </label>
        {fileError && (
          <p id={`${id}-file-error`} role="alert" className="text-sm font-medium text-danger">
            {fileError}
          </p>
        )}
      </div>

      <CheckboxField
        label="Encrypt in my browser with a password"
        name="encrypt"
        checked={encrypt}
        disabled={busy}
        onChange={(checked) => form.setValue('encrypt', checked)}
        description={
          encrypt ? (
            <EncryptionExplainer />
          ) : (
            'Locks the photo with a password before it leaves this device, so our server never sees it.'
          )
        }
      />
      {encrypt && (
        <div className="grid gap-4">
          <InputField
            label="Portrait password"
            type="password"
            autoComplete="new-password"
            disabled={busy}
            {...form.field('password')}
            hint={`At least ${minPasswordLength} characters.`}
          />
          <InputField
            label="Type it again"
            type="password"
            autoComplete="new-password"
            disabled={busy}
            {...form.field('confirm')}
          />
        </div>
      )}

      {progress && (
        <div className="grid gap-1.5" role="status">
          <p className="text-sm font-medium">{phaseText(progress)}</p>
          <progress
            max={100}
            value={progress.phase === 'uploading' ? progress.percent : undefined}
            aria-label={`Uploading ${possessive(childName)} portrait`}
            className="h-2 w-full overflow-hidden rounded-full accent-[var(--primary)]"
          />
        </div>
      )}
      <FormError message={form.formError} />
      {added && (
        <Notice tone="success" role="status">
          Portrait added{added.encrypted ? ', encrypted before it left this device' : ''}. It is with {possessive(childName)} portraits.
        </Notice>
      )}
      <div>
        <SubmitButton pending={busy} pendingLabel="Uploading…" disabled={!file}>
          {encrypt ? 'Encrypt and upload' : 'Upload portrait'}
        </SubmitButton>
      </div>
    </form>
  );
}
