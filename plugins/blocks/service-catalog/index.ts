// Service catalogue block (/flowCenter): common services (add, remove, reorder), recently used services and the
// catalogue's three levels of sub-catalogues and tiles; a tile starts a ticket of its workflow.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { serviceCatalogPropsSchema } from './props';

export { serviceCatalogPropsSchema, type ServiceCatalogProps } from './props';
export { catalogPaths, type ServiceTile } from './model';
export { startService } from '../shared/start-service';

export const serviceCatalogBlock = defineBlock({
  name: 'serviceCatalog',
  ...lazyBlock(serviceCatalogPropsSchema, () => import('./service-catalog')),
});
