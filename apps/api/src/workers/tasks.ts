import type { ResumeData } from '@resume/core';
import type { ParsedResume, ParseErrorCode } from '@resume/parser';
import type { RenderResumeOptions } from '@resume/templates';

/** CPU-heavy work done off the request thread, by name. */
export type CpuTask =
  | { kind: 'parse'; bytes: Uint8Array; maxPages: number }
  | { kind: 'render'; data: ResumeData; options: RenderResumeOptions };

export type CpuTaskResult<K extends CpuTask['kind']> = K extends 'parse' ? ParsedResume : Uint8Array;

/** Errors cross the thread boundary as plain data; `code` keeps a ParseError's meaning. */
export type SerializedError = { name: string; message: string; code?: ParseErrorCode | string };

export type WorkerRequest = { id: number; task: CpuTask };
export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError };
