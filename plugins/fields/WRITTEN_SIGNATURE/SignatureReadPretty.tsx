import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import type { UploadedFile } from '../UPLOAD';
import { signatureOf } from './normalize';
import { SignatureImage } from './SignatureField';

/** Read-only signature: the uploaded image, '--' when there is none. */
export function SignatureReadPretty({ value, menuCode }: FieldReadProps<UploadedFile | ''> & { menuCode?: string }) {
  const file = signatureOf(value);
  return file ? <SignatureImage file={file} menuCode={menuCode} /> : <ReadOnlyText />;
}
