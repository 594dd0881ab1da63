/** Alias prefix -> folder (relative to the repository root). */
export declare const ALIASES: Readonly<Record<'@core' | '@react' | '@app' | '@plugins', string>>;
/** The alias list in vite's form (vitest, Storybook). */
export declare function viteAliases(): { find: RegExp; replacement: string }[];
/** A rollup plugin resolving the aliases like the other imports. */
export declare function rollupAliases(): { name: string; resolveId(source: string, importer: string | undefined, options: object): Promise<unknown> };
