import { useEffect, useRef } from 'react';

/**
 * What a driver typed into a pre-rendered field before the page's code ran. The browser keeps the text in the field
 * while React hydrates it, but the form's state starts empty: the page would show a plate or an e-mail address and
 * then call it missing. Once, after the field has hydrated, its text is handed to the form as if just typed. (A page
 * rendered in the browser starts with the field as its state says: nothing is handed over.)
 */
export function useTypedBeforeHydration<Element extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  adopt: (typed: string) => void,
) {
  const ref = useRef<Element>(null);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
  }, [value, adopt]);
  return ref;
}
