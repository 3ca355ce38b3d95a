import type { CoverLetterContent, ResumeData } from '@resume/core';
import type { ParsedResume, ParseErrorCode } from '@resume/parser';
import type { RenderResumeOptions } from '@resume/templates';

/** CPU-heavy work done off the request thread, by name. */
export type CpuTask =
  | { kind: 'parse'; bytes: Uint8Array; maxPages: number }
  | {
      kind: 'render';
      data: ResumeData;
      options: RenderResumeOptions;
      format?: 'pdf' | 'docx';
      /** A cover letter to render in the resume's design, instead of the resume itself. */
      letter?: CoverLetterContent;
    };

export type CpuTaskResult<K extends CpuTask['kind']> = K extends 'parse' ? ParsedResume : Uint8Array;

/** Errors cross the thread boundary as plain data; `code` keeps a ParseError's meaning. */
export type SerializedError = { name: string; message: string; code?: ParseErrorCode | string };

export type WorkerRequest = { id: number; task: CpuTask };
/** Sent once, when the worker has loaded its modules and can take a task. */
export type WorkerReady = { ready: true };
/** Every answer says how much memory the worker's isolate holds now (heap and buffers), in bytes. */
export type WorkerResponse = { id: number; heldBytes: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: SerializedError }
);
