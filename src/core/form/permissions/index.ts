// Field permissions: order permission response, read-only form mode, editable lists and table-row disabling as field-state patches.
export * from './resolve';
export * from './table';
