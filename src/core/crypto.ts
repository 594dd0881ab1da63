import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

// Modular crypto-js imports only: the whole library must not land in a bundle.
// AES-ECB with PKCS7 padding and a UTF-8 key, output Base64: the scheme the
// server (and the fixture gateway) decrypts encrypted parameters with.

/** Encrypts `plain` with the configured key (Base64 output). */
export function aesEncrypt(plain: string, key: string): string {
  return AES.encrypt(plain, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** Decrypts a Base64 cipher text; returns '' when the key or text is wrong. */
export function aesDecrypt(cipher: string, key: string): string {
  try {
    return AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  } catch {
    return '';
  }
}
