/**
 * After a failed submit, move focus to the first invalid field so keyboard and screen-reader users land on it, and
 * bring the field to the middle of the screen, its label above and its message below in view. Focus alone scrolls
 * only as far as the window's edge, or not at all when the control is inside the window but under the sticky header,
 * where nothing of it but the bottom border showed (issue 25). The middle is clear of the header and of a bar fixed to
 * the bottom whatever their heights, so no form needs to know them.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  const control = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // jsdom has no scrollIntoView.
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
}
