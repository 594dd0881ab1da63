// app texts (zh). Keys must match the other language's file (a test checks it).
const app = {} as const;
export default app;
