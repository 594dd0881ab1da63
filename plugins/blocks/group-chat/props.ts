import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `groupChatSuccess` block in page JSON (the source of {@link GroupChatSuccessProps}). */
export const groupChatSuccessPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    seconds: { type: 'integer', minimum: 0, maximum: 60, default: 3, description: 'Seconds counted down before the window is closed.' },
  },
} as const;

/** Props of the success page after a ticket created from a chat. */
export type GroupChatSuccessProps = BlockPropsFromSchema<typeof groupChatSuccessPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    groupChatSuccess: GroupChatSuccessProps;
  }
}
