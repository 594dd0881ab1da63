// The built-in lists in display order (spec §2), each a `listType` of `h5workOrder/list`. A module of its own: the
// block's props schema (registered at boot) names them, and a module shared with the boot code is downloaded with it.
export const builtinLists = ['todo', 'initiated', 'draft', 'done', 'available', 'groupTodo', 'authorized', 'department', 'signEndorse', 'approvalTodo', 'unfinished', 'finished'] as const;
export type BuiltinList = (typeof builtinLists)[number];
