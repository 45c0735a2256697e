/** The control's label and the texts that describe it (hint, error): what a person needs to see to mend the field. */
function partsOf(control: HTMLElement): Element[] {
  const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : [];
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element): element is HTMLElement => element !== null);
  return [...labels, ...described];
}

/** The smallest box around the control that holds its label and its message, within the form. */
function fieldOf(control: HTMLElement, form: HTMLFormElement): HTMLElement {
  const parts = partsOf(control);
  let field = control;
  while (field !== form && field.parentElement && !parts.every((part) => field.contains(part)))
    field = field.parentElement;
  return field;
}

/**
 * After a failed submit, move focus to the first invalid field so keyboard and screen-reader users land on it, and
 * bring the field (its label, the control and its message) to the middle of the screen. Focus alone scrolls only as
 * far as the window's edge, or not at all when the control is already inside the window: under the sticky header,
 * where nothing of it but the bottom border showed (issue 25). The middle is clear of the header and of a bar fixed
 * to the bottom, whatever their heights. A field too tall for that (a long text with its hint) centres its control.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!form || !control) return;
  const field = fieldOf(control, form);
  const fits = field.getBoundingClientRect().height < window.innerHeight / 2;
  // jsdom has no scrollIntoView.
  (fits ? field : control).scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}
