import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { AddGroup } from './AddGroup';
import { groupTexts } from './locales';

/**
 * ADD_GROUP: a nested container with a title. It holds no value of its own
 * (`valueKind: 'container'`: the interpreter makes it a void node whose
 * children keep flat values); SchemaForm draws it with its group view.
 */
export const addGroupField: ReactFieldDefinition = defineFieldType({
  type: 'ADD_GROUP',
  valueKind: 'container',
  locales: { group: groupTexts },
  component: AddGroup,
  readPretty: AddGroup,
  mapProps: () => ({}),
  ruleKinds: [],
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** ADD_GROUP: the props of its edit component (what `mapProps` fills). */
    ADD_GROUP: ComponentProps<typeof AddGroup>;
  }
}
