import { MESSAGES, type Resume, type UpdateResumeRequest } from '@resume/core';
import {
  type EditorState as DocumentEditorState,
  DocumentEditorStore,
  type DocumentRequests,
  type EditorOptions,
} from './document-editor-store';
import { RESUME_DRAFT_PREFIX } from './local-drafts';
import { documentOf, type ResumeDocument } from './resume-document';

export type { EditorOptions, SaveStatus } from './document-editor-store';

export type EditorState = DocumentEditorState<ResumeDocument>;

export type EditorRequests = DocumentRequests<Resume, UpdateResumeRequest>;

/** The document editor configured for one resume: its name, template and data, saved together. */
export class ResumeEditorStore extends DocumentEditorStore<ResumeDocument, Resume, UpdateResumeRequest> {
  constructor(id: string, requests: EditorRequests, options: EditorOptions = {}) {
    super(
      id,
      {
        requests,
        documentOf,
        toUpdate: (version, doc) => ({ version, ...doc }),
        draftPrefix: RESUME_DRAFT_PREFIX,
        messages: { notFound: MESSAGES.resumeNotFound, loadError: MESSAGES.resumeLoadError },
      },
      options,
    );
  }
}
