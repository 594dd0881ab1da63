import type { Rule } from 'eslint';

export declare const LAYERS: readonly { name: string; folder: string }[];
export declare const SHARED_FOLDERS: readonly string[];
export interface PluginUnit {
  id: string;
  kind: string;
  rest: string;
  shared: boolean;
}
export interface LayerProblem {
  messageId: 'upward' | 'pluginInternals';
  data: Record<string, string>;
}
export declare function resolveSpecifier(specifier: string, importer: string, root?: string): string | undefined;
export declare function layerOf(path: string): number;
export declare function pluginUnitOf(path: string): PluginUnit | undefined;
export declare function checkImport(from: string, to: string): LayerProblem | undefined;
export declare const layersRule: Rule.RuleModule;
declare const plugin: { meta: { name: string }; rules: { layers: Rule.RuleModule } };
export default plugin;
