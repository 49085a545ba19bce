import { useEffect, useState } from 'react';
import { NightScene } from './night-scene.tsx';

const sampleText =
  'Juno tiptoed past the sleeping garden, where the moon had left a silver key just for her.';
const words = sampleText.split(' ');
const wordIntervalMs = 420;
/** Rests on the last word before starting over, the way a narrator pauses between pages. */
const restingTicks = 5;

/**
 * A flip-book page in miniature: illustration above, text below with the read-along highlight
 * stepping through the words; for readers who ask for reduced motion it stays on the first word.
 */
export function ReadAlongSample() {
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setTick((current) => (current + 1) % (words.length + restingTicks)),
      wordIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  const active = Math.min(tick, words.length - 1);
  return (
    <figure className="overflow-hidden rounded-[2rem] border border-border bg-surface shadow-xl shadow-primary/10">
      <NightScene className="block h-auto w-full" />
      <blockquote className="px-6 pt-5 pb-2 font-display text-xl leading-relaxed sm:px-8 sm:text-2xl">
        <p>
          {words.map((word, index) => (
            <span key={index}>
              <span
                className={
                  index === active
                    ? 'rounded-md bg-accent-soft shadow-[inset_0_-3px_0_var(--accent)] transition-colors'
                    : 'transition-colors'
                }
              >
                {word}
              </span>{' '}
            </span>
          ))}
        </p>
      </blockquote>
      <figcaption className="px-6 pb-5 text-sm text-fg-muted sm:px-8">
        A sample page: each word lights up as the narrator reads it.
      </figcaption>
    </figure>
  );
}
