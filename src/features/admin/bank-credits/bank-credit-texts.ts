import type { ResourceKey } from 'i18next';
import hr from '../../../../locales/hr/admin-bank-credits.json';
import { addLocaleLoaders, i18next } from '../../../app/i18n';

// The queue of bank credits has its texts, its refusals' among them, which come with its page (as the claims' do,
// claim-texts.ts): the console's first screen does not carry them.
i18next.addResourceBundle('hr', 'admin-bank-credits', hr);
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/en/admin-bank-credits.json'));
