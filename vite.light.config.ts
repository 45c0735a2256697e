import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import appConfig from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The light start's build (docs/decisions/0022-light-start.md): the public pages' components again, with app/light/
 * in place of React Router, react-i18next and the app's i18next set-up, into dist/assets beside the app's build. Run
 * after it (`npm run build`), which empties dist; scripts/prerender.ts reads this build's manifest.
 */
const standIns: Record<string, string> = {
  'react-router': here('./src/app/light/light-router.tsx'),
  'react-i18next': here('./src/app/light/light-react-i18next.ts'),
};
const appI18n = here('./src/app/i18n.ts');

function lightStandIns(): Plugin {
  return {
    name: 'light-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source in standIns) return standIns[source];
      if (!importer || (!source.endsWith('/i18n') && !source.endsWith('/i18n.ts'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === appI18n ? here('./src/app/light/light-i18n.ts') : null;
    },
  };
}

const config = mergeConfig(
  appConfig,
  defineConfig({ plugins: [lightStandIns()], build: { emptyOutDir: false, manifest: '.vite/light-manifest.json' } }),
);
// mergeConfig would add this entry to the app's two, not put it in their place.
config.build.rolldownOptions.input = { light: 'src/light-main.tsx' };

export default config;
