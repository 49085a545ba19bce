import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClasses, FieldShell } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/**
 * A password input with a show/hide switch. Pasting is never blocked: password managers and long
 * passphrases are what keep parents' accounts safe.
 */
export function PasswordField({ label, error, hint, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={cn(controlClasses, 'pr-24')}
            {...props}
          />
          <button
            type="button"
            aria-controls={id}
            aria-pressed={visible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((current) => !current)}
            className="absolute inset-y-0 right-1 my-auto h-11 min-w-11 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
