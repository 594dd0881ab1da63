// common texts (zh). Keys must match the other language's file (a test checks it).
const common = {} as const;
export default common;
