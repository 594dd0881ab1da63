import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { UploadField } from './UploadField';
import { UploadReadPretty } from './UploadReadPretty';
import { mapUploadProps, UPLOAD_RULE_KINDS } from './normalize';
import { uploadTexts } from './locales';

/** UPLOAD: pictures or files uploaded to /file/upload (/file/auth/upload with a menu code); value = the stored files. */
export const uploadField: ReactFieldDefinition = defineFieldType({
  type: 'UPLOAD',
  valueKind: 'multi',
  // Uploaded files: counted against the upload quantity (fileCount), not as a selection.
  files: true,
  locales: { upload: uploadTexts },
  component: UploadField,
  readPretty: UploadReadPretty,
  mapProps: (xProps) => ({ ...mapUploadProps(xProps) }),
  ruleKinds: UPLOAD_RULE_KINDS,
  emptyValue: () => [],
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** UPLOAD: the props of its edit component (what `mapProps` fills). */
    UPLOAD: ComponentProps<typeof UploadField>;
  }
}
