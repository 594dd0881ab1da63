// The headers every call carries (spec §7: the language header; the token header once logged in). One builder for
// the request client and the calls that bypass it (the AI streams, which read the body as it arrives).
import type { AppConfig } from '../config';

/**
 * The language header, the caller's `extra` headers, then `Authorization: Bearer <token>` (names from the config)
 * when there is a token.
 */
export function callHeaders(
  config: Pick<AppConfig, 'languageHeader' | 'tokenHeader'>,
  language: string,
  token: string | null | undefined,
  extra?: Readonly<Record<string, string>>,
): Record<string, string> {
  const headers: Record<string, string> = { [config.languageHeader]: language, ...extra };
  if (token) headers[config.tokenHeader] = `Bearer ${token}`;
  return headers;
}
