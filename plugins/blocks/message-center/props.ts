import type { BlockPropsFromSchema } from '../shared/props';

/** /messageCenter takes no props. */
export const messageCenterPropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** /messageCenterList: the page size of the list. */
export const messageCenterListPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 100, description: 'Rows per page. @default 10' },
  },
} as const;

/** /messageDetail takes no props (the address names the message). */
export const messageDetailPropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `messageCenter` block (none). */
export type MessageCenterProps = BlockPropsFromSchema<typeof messageCenterPropsSchema>;
/** Props of the `messageCenterList` block. */
export type MessageCenterListProps = BlockPropsFromSchema<typeof messageCenterListPropsSchema>;
/** Props of the `messageDetail` block (none). */
export type MessageDetailProps = BlockPropsFromSchema<typeof messageDetailPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    messageCenter: MessageCenterProps;
    messageCenterList: MessageCenterListProps;
    messageDetail: MessageDetailProps;
  }
}
