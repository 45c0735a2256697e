import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noCrossFeatureImports } from './no-cross-feature-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const root = '/repo';
const file = (path: string) => `${root}/${path}`;
const options = [{ featuresDir: `${root}/src/features` }];

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { options, filename: file('src/features/home/home-page.tsx'), code: "import { x } from './hero';" },
    { options, filename: file('src/features/home/parts/hero.tsx'), code: "import { x } from '../home-page';" },
    {
      options,
      filename: file('src/features/home/home-page.tsx'),
      code: "import { paths } from '../../app/route-table';",
    },
    { options, filename: file('src/features/home/home-page.tsx'), code: "import { plate } from '../../lib/plates';" },
    {
      options,
      filename: file('src/features/home/home-page.tsx'),
      code: "import { callNames } from '@contracts/call-names';",
    },
    { options, filename: file('src/app/router.tsx'), code: "const m = import('../features/home/home-pages');" },
  ],
  invalid: [
    {
      options,
      filename: file('src/features/home/home-page.tsx'),
      code: "import { FaqPage } from '../content/faq-page';",
      errors: [{ messageId: 'crossFeature', data: { from: 'home', to: 'content' } }],
    },
    {
      options,
      filename: file('src/features/quote/steps/plans.tsx'),
      code: "export { x } from '../../../features/register/register-page';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      options,
      filename: file('src/features/profile/profile-page.tsx'),
      code: "const m = import('../new-policy/new-policy-pages');",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
