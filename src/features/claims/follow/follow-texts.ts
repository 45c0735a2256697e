import type { ResourceKey } from 'i18next';
import { addLocaleLoaders } from '../../../app/i18n';

// The claim's texts (`claims-follow`) come with the pages that show them (the claim's page, the statement's sent page
// that leads to it), not with the area's first page at the roadside.
addLocaleLoaders(import.meta.glob<{ default: ResourceKey }>('../../../../locales/*/claims-follow.json'));
