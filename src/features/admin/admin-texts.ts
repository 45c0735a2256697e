import type { ResourceKey } from 'i18next';
import hr from '../../../locales/hr/admin.json';
import { addLocaleLoaders, i18next } from '../../app/i18n';

// The console's Croatian texts come with the console, as staff read it; the English ones are fetched when a page
// asks for them. Either way the entry every driver downloads carries nothing for them (app/i18n.ts).
i18next.addResourceBundle('hr', 'admin', hr);
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../locales/en/admin.json'));
