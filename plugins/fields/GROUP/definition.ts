import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { MEMBER_RULE_KINDS, MemberReadPretty, memberTexts, toMemberItems } from '../MEMBER';
import { GroupField } from './GroupField';
import { mapGroupProps } from './normalize';

/**
 * GROUP (user-group picker). Like MEMBER, the value is a list in single mode
 * too (value-kind table, form-widgets §3), with MEMBER's rule kinds
 * (selection count, unique, parent) and read-only display (group names
 * joined by '/', '--' when empty).
 */
export const groupField: ReactFieldDefinition = defineFieldType({
  type: 'GROUP',
  valueKind: 'multi',
  // Members: defaultValueJson resolves to the current user's group.
  members: 'groups',
  locales: { member: memberTexts },
  component: GroupField,
  readPretty: MemberReadPretty,
  mapProps: (xProps) => ({ ...mapGroupProps(xProps) }),
  ruleKinds: MEMBER_RULE_KINDS,
  emptyValue: () => [],
  commitValue: (value) => toMemberItems(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** GROUP: the props of its edit component (what `mapProps` fills). */
    GROUP: ComponentProps<typeof GroupField>;
  }
}
