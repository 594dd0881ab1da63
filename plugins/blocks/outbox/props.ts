import type { BlockPropsFromSchema } from '../shared/props';

/** The outbox page takes no props. */
export const outboxPropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `outbox` block (none). */
export type OutboxProps = BlockPropsFromSchema<typeof outboxPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    outbox: OutboxProps;
  }
}
