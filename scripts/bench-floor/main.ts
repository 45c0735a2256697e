/** Hydrates the floor page's pre-rendered component (scripts/bench-interactive.ts renders it into #root). */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Floor } from './floor.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The floor page has no #root element');
hydrateRoot(root, createElement(Floor));
