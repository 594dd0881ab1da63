import type { BlockPropsOf } from '../shared/props';

/** The personal page takes no props. */
export const mePagePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `mePage` block (none). */
export type MePageProps = BlockPropsOf<typeof mePagePropsSchema>;
