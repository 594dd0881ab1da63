import type { BlockPropsFromSchema } from '../shared/props';

/** The personal page takes no props. */
export const mePagePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `mePage` block (none). */
export type MePageProps = BlockPropsFromSchema<typeof mePagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    mePage: MePageProps;
  }
}
