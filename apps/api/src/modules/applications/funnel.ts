import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationFunnel,
  type ApplicationStage,
  RESPONDED_STAGES,
  SENT_STAGES,
} from '@resume/core';

type FunnelResume = ApplicationFunnel['resumes'][number];

const perStage = (count: (stage: ApplicationStage) => number) =>
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, count(stage)])) as Record<
    ApplicationStage,
    number
  >;

const wasSent = (a: Application) => SENT_STAGES.some((stage) => a.stage_dates[stage]);
const reached = (a: Application, stage: ApplicationStage) =>
  stage === 'applied' ? wasSent(a) : Boolean(a.stage_dates[stage]);
const reachedInterview = (a: Application) => Boolean(a.stage_dates.interview || a.stage_dates.offer);

/** Per resume sent (as frozen when marked Applied), most used first; applications never sent are left out. */
function resumesSent(applications: Application[]): FunnelResume[] {
  const byResume = new Map<string | null, FunnelResume>();
  for (const application of applications) {
    if (!application.snapshot) continue;
    const sent = application.snapshot.resume;
    const key = sent?.id ?? null;
    const entry = byResume.get(key) ?? {
      resume_id: key,
      title: sent?.title ?? '',
      applications: 0,
      interviews: 0,
    };
    entry.applications += 1;
    if (reachedInterview(application)) entry.interviews += 1;
    byResume.set(key, entry);
  }
  return [...byResume.values()].sort((a, b) => b.applications - a.applications);
}

/** The person's funnel (ApplicationFunnel of @resume/core), from all their applications. */
export function applicationFunnel(applications: Application[]): ApplicationFunnel {
  const applied = applications.filter(wasSent);
  const answered = applied.filter((a) => RESPONDED_STAGES.some((stage) => a.stage_dates[stage]));
  return {
    by_stage: perStage((stage) => applications.filter((a) => a.stage === stage).length),
    reached: perStage((stage) => applications.filter((a) => reached(a, stage)).length),
    response_rate: applied.length === 0 ? null : answered.length / applied.length,
    resumes: resumesSent(applications),
  };
}
