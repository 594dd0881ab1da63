import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { mapSignatureProps, SIGNATURE_RULE_KINDS } from './normalize';
import { SignatureField } from './SignatureField';
import { SignatureReadPretty } from './SignatureReadPretty';

/** WRITTEN_SIGNATURE: a drawing panel (lazy-loaded); the value is the uploaded PNG's file record. */
export const writtenSignatureField: ReactFieldDefinition = defineFieldType({
  type: 'WRITTEN_SIGNATURE',
  valueKind: 'single',
  component: SignatureField,
  readPretty: SignatureReadPretty,
  mapProps: (xProps) => ({ ...mapSignatureProps(xProps) }),
  ruleKinds: SIGNATURE_RULE_KINDS,
  emptyValue: () => '',
});
