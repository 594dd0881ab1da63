// Style sheets are imported for their side effect; rollup-plugin-postcss extracts them into one CSS file.
declare module '*.css';
