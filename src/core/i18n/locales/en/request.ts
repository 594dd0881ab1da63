// request texts (en). Keys must match the other language's file (a test checks it).
const request = {} as const;
export default request;
