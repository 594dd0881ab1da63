// Create by voice (/orderCreateByVoice[?processDefId=]): pick the service, hold to talk (the browser's speech API, or
// a recording sent to the server's speech-to-text call), edit the text, then the create page opens prefilled with it.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { createByVoicePropsSchema } from './props';

export { createByVoicePropsSchema, type CreateByVoiceProps } from './props';

export const createByVoiceBlock = defineBlock({
  name: 'createByVoice',
  ...lazyBlock(createByVoicePropsSchema, () => import('./create-by-voice')),
});
