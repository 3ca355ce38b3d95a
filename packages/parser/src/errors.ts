/** Why an upload could not be turned into a resume. The API maps each code to a message. */
export type ParseErrorCode = 'unsupported_type' | 'no_text' | 'encrypted' | 'corrupt' | 'too_many_pages';

export class ParseError extends Error {
  override readonly name = 'ParseError';
  readonly code: ParseErrorCode;

  constructor(code: ParseErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
