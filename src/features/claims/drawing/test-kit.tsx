import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import hr from '../../../../locales/hr/claims-drawing.json';
import { i18next } from '../../../app/i18n';
import { theme } from '../../../app/theme';

/**
 * Renders a drawing component in the app's theme with its Croatian texts in place (the claims area's loader is not
 * this folder's concern), holding its value as a page would: every change is recorded and rendered again.
 */
export function renderControlled<T>(initial: T, component: (value: T, onChange: (next: T) => void) => ReactElement) {
  i18next.addResourceBundle('hr', 'claims-drawing', hr, true, true);
  const changes: T[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return component(value, (next) => {
      changes.push(next);
      setValue(next);
    });
  }
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <Harness />
    </ThemeProvider>,
  );
  return { ...view, user, changes, last: () => changes[changes.length - 1] };
}

/** Gives an element the size a browser would lay it out at, for pointer maths (jsdom lays nothing out). */
export function layOut(element: Element, width: number, height: number) {
  element.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: width, bottom: height, width, height, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
}
