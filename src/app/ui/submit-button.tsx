import type { ReactNode } from 'react';
import { PrimaryButton } from './buttons';

interface SubmitButtonProps {
  busy: boolean;
  /** Shown instead of the label while the request runs, so the wait is visible and announced. */
  busyText: string;
  children: ReactNode;
}

/**
 * The form's submit button. While busy it stays focusable (a disabled button would drop keyboard focus) and the
 * form ignores further submits.
 */
export function SubmitButton({ busy, busyText, children }: SubmitButtonProps) {
  return (
    <PrimaryButton type="submit" aria-busy={busy} aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </PrimaryButton>
  );
}
