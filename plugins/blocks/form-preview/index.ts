// Form preview block (/formPreview?workflow=<name>): loads a create-form schema from the API and renders it with SchemaForm, with validate and submit.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { formPreviewPropsSchema } from './props';

export { formPreviewPropsSchema, type FormPreviewProps } from './props';

export const formPreviewBlock = defineBlock({
  name: 'formPreview',
  ...lazyBlock(formPreviewPropsSchema, () => import('./form-preview')),
  requiresLazyPlugins: true,
});
