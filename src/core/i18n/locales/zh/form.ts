// form texts (zh). Keys must match the other language's file (a test checks it).
const form = {} as const;
export default form;
