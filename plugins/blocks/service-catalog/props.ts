import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `serviceCatalog` block in page JSON (the source of {@link ServiceCatalogProps}). */
export const serviceCatalogPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'boolean', description: 'Show the search box that opens the search page (/search). @default true' },
  },
} as const;

/** Props of the service catalogue block (page JSON). */
export type ServiceCatalogProps = BlockPropsFromSchema<typeof serviceCatalogPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    serviceCatalog: ServiceCatalogProps;
  }
}
