import { type ResumeVersion, type ResumeVersionDetail, type VersionCause, versionCauses } from '@resume/core';
import type { ListedVersion, VersionRow } from './repo';

function asCause(value: string): VersionCause {
  return (versionCauses as readonly string[]).includes(value) ? (value as VersionCause) : 'manual';
}

export function presentVersion(row: ListedVersion): ResumeVersion {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    cause: asCause(row.cause),
    name: row.name,
    restored_from: row.restoredFrom?.toISOString() ?? null,
  };
}

/** A version with its content; the data is sent as stored, the response schema adds fields it lacks. */
export function presentVersionDetail(row: VersionRow): ResumeVersionDetail {
  return {
    ...presentVersion(row),
    template: row.template,
    data: row.data as ResumeVersionDetail['data'],
  };
}
