import type { BlockPropsFromSchema } from '../shared/props';

/** The create-by-voice page takes no props (the service comes from `?processDefId=` or the picker). */
export const createByVoicePropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Props of the `createByVoice` block (none). */
export type CreateByVoiceProps = BlockPropsFromSchema<typeof createByVoicePropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    createByVoice: CreateByVoiceProps;
  }
}
