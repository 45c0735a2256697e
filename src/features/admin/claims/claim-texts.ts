import type { ResourceKey } from 'i18next';
import hr from '../../../../locales/hr/admin-claims.json';
import { addLocaleLoaders, i18next } from '../../../app/i18n';

// The claims' texts come with the claims' pages, as the console's own come with the console (admin-texts.ts): the
// console's first screen does not carry them.
i18next.addResourceBundle('hr', 'admin-claims', hr);
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/en/admin-claims.json'));
