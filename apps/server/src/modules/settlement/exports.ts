// The follow-up survey figures (by area, institution or class) as a sheet through the download centre.
import { type SurveyFigureRow, surveyFiguresQuery } from '@etp/contracts';
import { defineExport } from '@/modules/exports/index.ts';
import type { Actor } from '@/plugins/actor.ts';

type By = 'region' | 'institution' | 'class';
interface Row extends SurveyFigureRow {
  answer_rate: string;
  business_rate: string;
  employed_rate: string;
}

const rate = (n: number, of: number) => (of ? `${Math.round((n * 1000) / of) / 10}%` : '—');

export function surveyFiguresExport(figures: (actor: Actor, by: By) => Promise<{ rows: SurveyFigureRow[] }>) {
  return defineExport<Row, { by: By }>({
    kind: 'service-survey',
    sheetName: ['跟踪服务调查', 'Follow-up survey'],
    access: { roles: ['admin', 'province', 'city', 'area'], permission: 'service:survey:list' },
    params: surveyFiguresQuery,
    columns: [
      ['name', '名称', 'Name', 30],
      ['students', '学员数', 'Students'],
      ['answered', '答卷数', 'Answers'],
      ['answer_rate', '答卷率', 'Answer rate'],
      ['business_started', '已创业', 'Business started'],
      ['business_rate', '创业率', 'Business rate'],
      ['employed', '已就业', 'Employed'],
      ['employed_rate', '就业率', 'Employment rate'],
      ['contacts', '已跟踪', 'Followed up'],
    ],
    async rows(actor, { by }) {
      const { rows } = await figures(actor, by);
      return rows.map((r) => ({
        ...r,
        answer_rate: rate(r.answered, r.students),
        business_rate: rate(r.business_started, r.students),
        employed_rate: rate(r.employed, r.students),
      }));
    },
  });
}
