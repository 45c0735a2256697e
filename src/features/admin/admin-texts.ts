import en from '../../../locales/en/admin.json';
import hr from '../../../locales/hr/admin.json';
import { i18next } from '../../app/i18n';

// The console's texts in both languages, with the console: staff are few and switch language rarely, and the entry
// every driver downloads then carries no loader for them (app/i18n.ts).
i18next.addResourceBundle('hr', 'admin', hr);
i18next.addResourceBundle('en', 'admin', en);
