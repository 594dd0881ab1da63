import type { BlockPropsFromSchema } from '../shared/props';
import { builtinLists } from './lists';

/** Props of the worklist block: which built-in lists it shows (default all, in the spec's order) and the home variant's short to-do title. */
export const worklistPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lists: { type: 'array', items: { type: 'string', enum: [...builtinLists] } },
    /** Title the to-do tab "To-do" (the home variant when the module-hidden setting is on, spec §2). */
    shortTodoTitle: { type: 'boolean' },
    /** Show the user's custom views as tabs after the built-in lists. @default true */
    customViews: { type: 'boolean' },
  },
} as const;

export type WorklistProps = BlockPropsFromSchema<typeof worklistPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    worklist: WorklistProps;
  }
}
