// TEXT field plugin: static display text (no value), optionally in an info / success / warning banner.
export { textField } from './definition';
export { TextDisplay, type TextDisplayProps } from './TextDisplay';
export * from './normalize';
