import type { BlockPropsFromSchema } from '../shared/props';

/** The process page takes no props: the template comes from the address (`/processPage/{ref}` or `?processDefId=`). */
export const processPagePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `processPage` block (none). */
export type ProcessPageProps = BlockPropsFromSchema<typeof processPagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    processPage: ProcessPageProps;
  }
}
