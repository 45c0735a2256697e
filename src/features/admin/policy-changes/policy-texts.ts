import type { ResourceKey } from 'i18next';
import hr from '../../../../locales/hr/admin-policies.json';
import { addLocaleLoaders, i18next } from '../../../app/i18n';

// A policy's ending and the list of endings and changes have their texts, which come with the pages that show them
// (as the claims' do, claim-texts.ts): the console's first screen does not carry them.
i18next.addResourceBundle('hr', 'admin-policies', hr);
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/en/admin-policies.json'));
