// One competition's registrations (the list's filters, the caller's region) as a download-centre export, with each
// stage's result. ID numbers and phones stay masked, as on screen.
import { MANAGER_ROLES, registrationExportParams } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { JudgingService } from './judging.service.ts';
import type { CompetitionService } from './service.ts';

/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;
const ENTRANT: Record<string, readonly [string, string]> = { team: ['团队', 'Team'], company: ['企业', 'Company'] };
const STAGE: Record<string, readonly [string, string]> = {
  idea: ['创意阶段', 'Idea'],
  startup: ['初创期', 'Start-up'],
  growth: ['成长期', 'Growth'],
  mature: ['成熟期', 'Mature'],
};
const ROUND: Record<string, readonly [string, string]> = {
  registration: ['报名', 'Registration'],
  preliminary: ['初赛', 'Preliminary'],
  semifinal: ['复赛', 'Semi-final'],
  final: ['决赛', 'Final'],
};
const OUTCOME: Record<string, readonly [string, string]> = {
  advance: ['晋级', 'advanced'],
  eliminated: ['未晋级', 'eliminated'],
};
const word = (table: Record<string, readonly [string, string]>, key: string, locale: 'zh-CN' | 'en-US') =>
  inLocale(locale, table[key] ?? [key, key]);

export const registrationsExport = (judging: JudgingService, competitions: CompetitionService) =>
  defineExport({
    kind: 'competition-registrations',
    sheetName: ['大赛报名', 'Competition registrations'],
    access: { roles: MANAGER_ROLES, permission: 'competition:list' },
    auditAction: 'competition.export',
    params: registrationExportParams,
    authorize: async (actor, { competition_id }) => {
      await competitions.row(actor, competition_id);
    },
    columns: [
      ['number', '报名编号', 'Number', 20],
      ['entrant_type', '参赛类型', 'Entrant'],
      ['project_name', '项目名称', 'Project', 32],
      ['track_name', '赛道', 'Track', 20],
      ['industry', '行业', 'Industry'],
      ['business_stage', '发展阶段', 'Stage'],
      ['leader_name', '负责人', 'Leader'],
      ['leader_id_card', '身份证号码（脱敏）', 'ID number (masked)', 24],
      ['leader_phone', '手机号码（脱敏）', 'Mobile (masked)'],
      ['members', '团队成员', 'Members', 28],
      ['results', '评审结果', 'Results', 36],
      ['created_at', '报名时间', 'Registered', 20],
    ],
    rows: async (actor, { competition_id, ...filters }) =>
      (await judging.registrations(actor, competition_id, { ...filters, page: 1, size: EXPORT_LIMIT })).list.map(
        (r) => ({
          ...r,
          entrant_type: word(ENTRANT, r.entrant_type, actor.locale),
          business_stage: word(STAGE, r.business_stage, actor.locale),
          members: r.members.map((m) => (m.role ? `${m.name}（${m.role}）` : m.name)).join('、'),
          results: r.results
            .map((x) =>
              [word(ROUND, x.kind, actor.locale), word(OUTCOME, x.outcome, actor.locale), x.score ?? '', x.award]
                .filter((v) => v !== '')
                .join(' '),
            )
            .join('；'),
        }),
      ),
  });
