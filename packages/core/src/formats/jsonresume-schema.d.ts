/** The official JSON Resume schema package (CommonJS, untyped): its validator, used by the tests. */
declare module '@jsonresume/schema' {
  const jsonResumeSchema: {
    validate(json: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void): void;
  };
  export default jsonResumeSchema;
}
