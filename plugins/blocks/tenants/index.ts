// Tenant switching (/topTenants, /subTenants): the top accounts and the sub-accounts with logos, the current one
// marked, expired and deactivated ones tagged and not choosable; choosing one sends the browser to the switch address.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { subTenantsPropsSchema, topTenantsPropsSchema } from './props';

export { subTenantsPropsSchema, topTenantsPropsSchema, type SubTenantsProps, type TopTenantsProps } from './props';
export { offersChoice, readTenantAccounts, tenantListCall, type TenantAccount, type TenantKind } from './model';

export const topTenantsBlock = defineBlock({
  name: 'topTenants',
  ...lazyBlock(topTenantsPropsSchema, () => import('./top-tenants')),
});

export const subTenantsBlock = defineBlock({
  name: 'subTenants',
  ...lazyBlock(subTenantsPropsSchema, () => import('./sub-tenants')),
});
