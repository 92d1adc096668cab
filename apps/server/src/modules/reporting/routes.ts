// Eligibility calls: a class's answers for its staff and regions, the student's own.
import { classEligibility, idParams, myEligibilityItem, REPORTING_API } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;

export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eligibility } = app.reporting;
  const routes = crud(app, {
    tags: ['reporting'],
    read: { roles: STAFF, permission: 'class:list' },
    edit: { roles: ['admin'] },
  });
  routes.get(REPORTING_API.classEligibility(':id'), {
    summary: "A class's students, each eligible for a certificate or not, with the reasons",
    params: idParams,
    data: classEligibility,
    run: (r) => eligibility.forClass(actorOf(r), r.params.id),
  });
  routes.get(REPORTING_API.myEligibility, {
    summary: 'Your eligibility for a certificate in each of your classes, with the reasons',
    access: { roles: ['student'] },
    data: z.array(myEligibilityItem),
    run: (r) => eligibility.mine(actorOf(r)),
  });
};
