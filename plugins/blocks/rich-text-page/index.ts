// richTextPage block (/richText?workOrderId=&replyId= or &field=): one sanitised rich-text document full screen,
// a reply's full text or a rich-text field of the ticket's form.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { richTextPagePropsSchema } from './props';

export { richTextPagePropsSchema, type RichTextPageProps } from './props';

export const richTextPageBlock = defineBlock({
  name: 'richTextPage',
  ...lazyBlock(richTextPagePropsSchema, () => import('./rich-text-page')),
});
