import type { BlockPropsFromSchema } from '../shared/props';

/** Props of both tenant lists: the switch address may be moved (below apiBase), the client type changed. */
const tenantListProperties = {
  switchPath: {
    type: 'string',
    minLength: 1,
    description: 'Path below apiBase of the switch redirect. Default: /api/v2/{base}/account/switchAccount (sub) or exchangeTopAccount (top).',
  },
  clientType: { type: 'string', minLength: 1, default: 'h5', description: 'The `type` sent with a switch.' },
} as const;

export const topTenantsPropsSchema = { type: 'object', additionalProperties: false, properties: tenantListProperties } as const;
export const subTenantsPropsSchema = { type: 'object', additionalProperties: false, properties: tenantListProperties } as const;

/** Props of the `topTenants` block (/topTenants). */
export type TopTenantsProps = BlockPropsFromSchema<typeof topTenantsPropsSchema>;
/** Props of the `subTenants` block (/subTenants). */
export type SubTenantsProps = BlockPropsFromSchema<typeof subTenantsPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    topTenants: TopTenantsProps;
    subTenants: SubTenantsProps;
  }
}
