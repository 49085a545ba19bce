import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { possessive } from '../children/labels.ts';
import { checkPortraitFile, portraitAccept } from './file-checks.ts';
import { PreparationError } from './prepare-image.ts';
import { useUploadPortrait, type UploadProgress } from './upload.ts';

const minPasswordLength = 8;

const phaseText = (progress: UploadProgress) =>
  ({
    preparing: 'Getting the photo ready…',
    encrypting: 'Encrypting in your browser…',
    uploading: `Uploading… ${progress.percent}%`,
    processing: 'Storyloom is checking the photo…',
  })[progress.phase];

function EncryptionExplainer({ id }: { id: string }) {
  return (
    <div id={id} className="grid gap-1.5 text-sm text-fg-muted">
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
  const [fileError, setFileError] = useState<string>();
  const [encrypt, setEncrypt] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<{ password?: string; confirm?: string }>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const upload = useUploadPortrait();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    setFailure(undefined);
    if (!chosen) return;
    const problem = checkPortraitFile(chosen);
    setFileError(problem ?? undefined);
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
    setPassword('');
    setConfirm('');
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError('Please choose a photo first.');
      return;
    }
    if (encrypt) {
      const problems = {
        password: password.length < minPasswordLength ? `Please choose a password of at least ${minPasswordLength} characters.` : undefined,
        confirm: confirm !== password ? 'The two passwords do not match.' : undefined,
      };
      setPasswordErrors(problems);
      if (problems.password || problems.confirm) return;
    }
    setFailure(undefined);
    upload.mutate(
      { file, childId, userId, password: encrypt ? password : undefined, onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: 'Portrait added', description: encrypt ? 'Encrypted before it left this device.' : undefined, variant: 'success' });
          reset();
        },
        onError: (error) => {
          setProgress(null);
          setFailure(
            error instanceof ApiError || error instanceof PreparationError
              ? error instanceof ApiError
                ? error.serverMessage
                : error.message
              : 'The upload did not finish. Please check your connection and try again.',
          );
        },
      },
    );
  };

  const busy = upload.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border border-border bg-bg p-4 sm:p-5">
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

      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          checked={encrypt}
          disabled={busy}
          onChange={(event) => setEncrypt(event.target.checked)}
          aria-describedby={`${id}-explainer`}
          className="size-5 accent-[var(--primary)]"
        />
        Encrypt in my browser with a password
      </label>
      {encrypt ? (
        <EncryptionExplainer id={`${id}-explainer`} />
      ) : (
        <p id={`${id}-explainer`} className="-mt-2 text-sm text-fg-muted">
          Locks the photo with a password before it leaves this device, so our server never sees it.
        </p>
      )}
      {encrypt && (
        <div className="grid gap-4">
          <InputField
            label="Portrait password"
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordErrors.password}
            hint={`At least ${minPasswordLength} characters.`}
          />
          <InputField
            label="Type it again"
            type="password"
            autoComplete="new-password"
            value={confirm}
            disabled={busy}
            onChange={(event) => setConfirm(event.target.value)}
            error={passwordErrors.confirm}
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
      {failure && (
        <p role="alert" className="font-medium text-danger">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy || !file}>
          {busy ? 'Uploading…' : encrypt ? 'Encrypt and upload' : 'Upload portrait'}
        </Button>
      </div>
    </form>
  );
}
