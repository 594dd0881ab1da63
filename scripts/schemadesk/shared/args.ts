// Command-line parsing of the admin tools, on Node's own util.parseArgs (strict: an unknown option is a usage error).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './language';

/** The options of a command, as util.parseArgs takes them. */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed options and the positional arguments. */
export interface ParsedArgs<V> {
  values: V;
  positionals: string[];
}

/**
 * Parses `argv` (without node and the script) against `options`. Unknown options, a missing option value and the
 * like throw a {@link UsageError} with zh and en texts.
 * @example parseCommandLine(['a.json', '--format', 'json'], { format: { type: 'string' } })
 */
export function parseCommandLine<const O extends OptionSpec>(argv: readonly string[], options: O): ParsedArgs<ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>['values']> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UsageError({ zh: `命令行参数有误：${detail}`, en: `bad command line: ${detail}` });
  }
}
