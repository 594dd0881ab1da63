// The configuration-item tab of the ticket detail (issue 21 items 2, 3, 5): a model switcher, the ticket's CIs of
// each model (10 a page, search, scan a label), a drawer to add, edit or view a CI (its form with the ticket forms'
// field plugins, its relations and its topology), link existing CIs and remove them, as the tab's jurisdiction allows.
// Its component loads the first time the tab opens; the topology's graph library and the barcode decoder load later still.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export type { CiSummary, CmdbField, CmdbModel, TopologyGraph } from './model';

export const ciTab = defineDetailTab('ci', { zh: '配置项', en: 'Configuration items' }, () => import('./ci-tab'));
