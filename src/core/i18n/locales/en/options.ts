// options texts (en). Keys must match the other language's file (a test checks it).
const options = {} as const;
export default options;
