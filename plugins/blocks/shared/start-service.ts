// Starting a ticket from a service (issue 17 item 5), wherever a service is offered: the catalogue's tiles, the
// search results, the recommendations and the service's own page (/processTemplate). No React here.
import type { Runtime } from '@core';
import { ticketRoutes } from '../ticket-shared/model';

/** The calls a start makes (prefix `none`: `/api/v2/catalog/...`). */
export const startServicePaths = {
  use: (id: string) => `/catalog/h5/model/use/${encodeURIComponent(id)}`,
  recentAdd: '/catalog/recent/add',
} as const;

/** The service a ticket is started from: its id (the catalogue's model id) and the workflow it starts. */
export interface StartableService {
  id: string;
  processDefId: string;
}

/**
 * Starts a ticket from a service: counts the use (`model/use/{id}`) and puts the service first in the user's recent
 * services (`recent/add`), both silent on failure (spec §8) and not waited for, and returns the create page's address
 * to go to. A link's click calls it and follows its own href; anything else navigates with
 * `runtime.bus.emit('router:navigate', { to: startService(runtime, service) })`.
 */
export function startService(runtime: Pick<Runtime, 'request'>, service: StartableService): string {
  const { request } = runtime;
  const quiet = () => undefined;
  request.post(request.path('none', startServicePaths.use(service.id)), {}, { silent: true }).catch(quiet);
  request.post(request.path('none', startServicePaths.recentAdd), { modelId: service.id }, { silent: true }).catch(quiet);
  return ticketRoutes.create(service.processDefId);
}
