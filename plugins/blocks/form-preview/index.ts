// Form preview block (/formPreview?workflow=<name>): loads a create-form schema from the API and renders it with SchemaForm, with validate and submit.
import { lazy } from 'react';
import { defineBlock } from '@core/registry';

export const formPreviewBlock = defineBlock({
  name: 'formPreview',
  component: lazy(() => import('./form-preview')),
  requiresLazyPlugins: true,
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      workflow: { type: 'string', description: 'Workflow (processDefId) shown when the address names none.' },
    },
  },
});
