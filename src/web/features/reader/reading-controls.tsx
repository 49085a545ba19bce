/** The reader's settings: read to me or I'll read, speed, turning by itself, text size and bedtime. */
import { cn } from '../../lib/cn.ts';
import { playbackRates, textScales, type ReaderPreferences } from './reader-preferences.ts';
import type { VoiceOption } from './voice-options.ts';

const choice =
  'flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';
const field = 'min-h-11 rounded-xl border border-border bg-surface px-3 text-sm text-fg';

interface ReadingControlsProps {
  preferences: ReaderPreferences;
  onChange: (change: Partial<ReaderPreferences>) => void;
  /** Who can read the story aloud; none when it cannot be listened to at all. */
  voices: readonly VoiceOption[];
  /** The option reading now. */
  voice: VoiceOption | null;
}

/** The voice options under their sources' names. */
function VoiceSelect({ voices, voice, onChange }: { voices: readonly VoiceOption[]; voice: VoiceOption | null; onChange: (id: string) => void }) {
  const groups = [...new Set(voices.map((option) => option.group))];
  return (
    <label className="flex items-center gap-2">
      Voice
      <select className={cn(field, 'max-w-64')} value={voice?.id} onChange={(event) => onChange(event.target.value)}>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {voices
              .filter((option) => option.group === group)
              .map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

export function ReadingControls({ preferences, onChange, voices, voice }: ReadingControlsProps) {
  const narrated = voices.length > 0;
  const listening = narrated && preferences.mode === 'listen';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {narrated && (
        <fieldset className="flex rounded-full border border-border p-0.5">
          <legend className="sr-only">Who reads</legend>
          {(
            [
              ['listen', 'Read to me'],
              ['self', 'I’ll read'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className={choice}>
              <input type="radio" name="reader-mode" className="sr-only" checked={preferences.mode === mode} onChange={() => onChange({ mode })} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {listening && (
        <>
          {voices.length > 1 && <VoiceSelect voices={voices} voice={voice} onChange={(id) => onChange({ voice: id })} />}
          <label className="flex items-center gap-2">
            Speed
            <select className={field} value={preferences.rate} onChange={(event) => onChange({ rate: Number(event.target.value) })}>
              {playbackRates.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}×
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" className="size-5 accent-[var(--primary)]" checked={preferences.autoplay} onChange={(event) => onChange({ autoplay: event.target.checked })} />
            Turn pages by themselves
          </label>
        </>
      )}
      <label className="flex items-center gap-2">
        Text size
        <select className={field} value={preferences.textScale} onChange={(event) => onChange({ textScale: Number(event.target.value) })}>
          {textScales.map((scale) => (
            <option key={scale.value} value={scale.value}>
              {scale.label}
            </option>
          ))}
        </select>
      </label>
      <label className={cn('flex min-h-11 cursor-pointer items-center gap-2')}>
        <input type="checkbox" className="size-5 accent-[var(--primary)]" checked={preferences.bedtime} onChange={(event) => onChange({ bedtime: event.target.checked })} />
        Bedtime colours
      </label>
    </div>
  );
}
