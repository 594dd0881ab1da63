import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { mapSignatureProps, SIGNATURE_RULE_KINDS } from './normalize';
import { SignatureField } from './SignatureField';
import { SignatureReadPretty } from './SignatureReadPretty';
import { uploadTexts } from '../UPLOAD';
import { signatureTexts } from './locales';

/** WRITTEN_SIGNATURE: a drawing panel (lazy-loaded); the value is the uploaded PNG's file record. */
export const writtenSignatureField: ReactFieldDefinition = defineFieldType({
  type: 'WRITTEN_SIGNATURE',
  valueKind: 'single',
  // The signature is uploaded with UPLOAD's uploader, whose messages are UPLOAD's texts.
  locales: { signature: signatureTexts, upload: uploadTexts },
  component: SignatureField,
  readPretty: SignatureReadPretty,
  mapProps: (xProps) => ({ ...mapSignatureProps(xProps) }),
  ruleKinds: SIGNATURE_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** WRITTEN_SIGNATURE: the props of its edit component (what `mapProps` fills). */
    WRITTEN_SIGNATURE: ComponentProps<typeof SignatureField>;
  }
}
