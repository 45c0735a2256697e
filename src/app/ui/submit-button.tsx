import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { PrimaryButton } from './buttons';

interface SubmitButtonProps {
  /** While the form's request runs. */
  busy?: boolean;
  /** Shown instead of the label while busy, so the wait is visible and announced. */
  busyText?: string;
  children: ReactNode;
  /**
   * The form is also a plain GET form the browser can send itself (a plate or VIN, nothing personal): the button
   * works before the page's code runs, so a driver who presses Enter at once is not ignored.
   */
  worksWithoutScript?: boolean;
}

/**
 * The form's submit button. While busy it stays focusable (a disabled button would drop keyboard focus) and the
 * form ignores further submits. On a pre-rendered page it is disabled until the page's code is running: before
 * that, a submit would be the browser's own, reloading the page with every field in its address (and in logs),
 * unless the form is made for that (`worksWithoutScript`).
 */
export function SubmitButton({ busy = false, busyText, children, worksWithoutScript = false }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <PrimaryButton
      type="submit"
      disabled={!hydrated && !worksWithoutScript}
      aria-busy={busy}
      aria-disabled={busy || undefined}
    >
      {busy && busyText ? busyText : children}
    </PrimaryButton>
  );
}
