import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../components/ui/button.tsx';
import { resetWalkthrough } from './store.ts';

/** "Take the tour": starts the walkthrough again from its first step. */
export function TourButton({
  variant = 'secondary',
  size = 'md',
  className,
  label = 'Take the tour',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  label?: string;
}) {
  return (
    <button type="button" onClick={resetWalkthrough} className={buttonClasses(variant, size, className)}>
      {label}
    </button>
  );
}
