// Field permissions: order permission response, read-only form mode, editable lists and table-row disabling as field-state patches.
export * from './answer';
export { readOnlyFormPatch, resolvePermissions, type ResolvedPermissions, type ResolvePermissionsOptions } from './resolve';
export * from './table';
