/**
 * styled-components names each component from a global counter (`sc-<hash of counter>`), so the
 * name depends on the order modules are evaluated in. The prerender (one Node bundle, every page) and the browser
 * (lazy chunks, in load order) evaluate them in different orders, so the prerendered class names differ from the
 * client's; React neither patches nor reports attributes on hydration. This gives every `styled.tag` / `styled(X)`
 * in src/ a fixed `componentId` from its file and position, the job babel-plugin-styled-components does (Vite 8's
 * React plugin no longer runs Babel). The pattern is textual: a styled call it does not recognise keeps the counter's
 * name, and the e2e page guard reports the mismatch on hydration.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const call = /\bstyled(\.[a-z][a-z0-9]*|\([A-Za-z_$][\w$.]*\))/g;

export function styledIdsPlugin(root = process.cwd()): Plugin {
  // Four characters per file keep the ids short (they ship in every chunk); a clash between two files fails the build.
  const files = new Map<string, string>();
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const path = relative(root, id);
      const file = createHash('sha1').update(path).digest('base64url').replace(/[-_]/g, 'x').slice(0, 4);
      const owner = files.get(file) ?? path;
      if (owner !== path) throw new Error(`styled-component ids: ${path} and ${owner} hash alike; lengthen the id`);
      files.set(file, path);
      let n = 0;
      const out = code.replace(
        call,
        (match) => `${match}.withConfig({ componentId: 'sc-${file}${(n++).toString(36)}' })`,
      );
      return n ? { code: out, map: null } : null;
    },
  };
}
