import type { BlockPropsOf } from '../shared/props';

/** The home block takes no props */
export const homePagePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `homePage` block (none). */
export type HomePageProps = BlockPropsOf<typeof homePagePropsSchema>;
