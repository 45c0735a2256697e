import { useEffect, useRef } from 'react';

/** A form opened in place of its button: the keyboard goes on in its first field, once the form is on screen. */
export function useFocusFirstField<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return ref;
}
