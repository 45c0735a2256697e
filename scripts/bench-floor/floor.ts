/**
 * The floor of `npm run bench:interactive`: the least a pre-rendered React page can do, one small component that
 * hydrates and says so the way the site's App does (`html[data-app-ready]`). It has state and a handler so that
 * hydrating it attaches something, as any real page's does. Written without JSX: scripts/ is type-checked by
 * tsconfig.node.json, which compiles no JSX.
 */
import { createElement, useEffect, useState } from 'react';

export function Floor() {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Autoodgovornost online'),
    createElement('p', null, 'Izračunajte cijenu police prema registarskoj oznaci.'),
    createElement('button', { type: 'button', onClick: () => setPresses(presses + 1) }, `Pritisnuto ${presses} puta`),
  );
}
