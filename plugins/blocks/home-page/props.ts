import type { BlockPropsFromSchema } from '../shared/props';

/** The home block takes no props */
export const homePagePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `homePage` block (none). */
export type HomePageProps = BlockPropsFromSchema<typeof homePagePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    homePage: HomePageProps;
  }
}
