// The dashboard's calls: /home's figures, the cockpit's, its live counters over Server-Sent Events and the map
// shapes an administrator may replace.
import {
  bigScreen,
  DASHBOARD_API,
  DASHBOARD_MAP_MAX_BYTES,
  dashboardHome,
  type LiveCounters,
  mapUpload,
} from '@etp/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardMaps } from '@/db/schema/dashboard.ts';
import type { EventStream } from '@/lib/event-stream.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

/** Who sees /home: the admin, the regional administrators, teachers (their institution) and trainers (own classes). */
export const HOME_ROLES = ['admin', 'province', 'city', 'area', 'teacher', 'trainer'] as const;
/** Who sees the cockpit: the admin and the regional administrators. */
export const COCKPIT_ROLES = ['admin', 'province', 'city', 'area'] as const;
const tags = ['dashboard'];
const PROVINCE_MAP = 'province';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard, streams } = app;
  const routes = crud(app, { tags, read: { roles: HOME_ROLES }, edit: { roles: ['admin'] } });
  routes.get(DASHBOARD_API.home, {
    summary: 'The figures of /home in your scope, each with the list it counts; trends by week; rankings',
    data: dashboardHome,
    run: (r) => dashboard.service.home(actorOf(r)),
  });
  routes.get(DASHBOARD_API.bigScreen, {
    summary: 'The data cockpit: per-city figures of the province, live counters, rankings and daily trends',
    access: { roles: COCKPIT_ROLES },
    data: bigScreen,
    run: (r) => dashboard.service.bigScreen(actorOf(r)),
  });

  app.get(DASHBOARD_API.live, {
    config: { access: { roles: COCKPIT_ROLES } },
    schema: { tags, summary: 'The live counters as Server-Sent Events (event: counters), after every rollup fold' },
    handler: async (r, reply) => {
      const actor = actorOf(r);
      let stream: EventStream | null = null;
      let seq = 0;
      const push = async () => {
        const counters: LiveCounters = await dashboard.service.counters(actor);
        stream?.send({ id: ++seq, event: 'counters', data: counters });
      };
      const stop = await dashboard.onFolded(() => {
        push().catch((error: unknown) => app.log.warn({ err: error }, 'dashboard counters push failed'));
      });
      stream = streams.start(r, reply, stop);
      await push();
    },
  });

  app.get(DASHBOARD_API.map, {
    config: { access: { roles: COCKPIT_ROLES } },
    schema: { tags, summary: 'The uploaded province shapes (GeoJSON); null while the shipped ones are in use' },
    handler: async (_r, reply) => {
      const [row] = await app.db.select().from(dashboardMaps).where(eq(dashboardMaps.name, PROVINCE_MAP));
      if (!row) return reply.ok(null, 'ok');
      return reply.ok({ geojson: row.geojson, note: row.note, updated_at: row.updatedAt.toISOString() }, 'ok');
    },
  });
  app.put(DASHBOARD_API.map, {
    config: { access: { roles: ['admin'] } },
    bodyLimit: DASHBOARD_MAP_MAX_BYTES,
    schema: {
      tags,
      summary: 'Replace the province shapes with an approved GeoJSON (features named like the cities)',
      body: z.object({ geojson: mapUpload, note: z.string().max(200).default('') }),
    },
    handler: async (r, reply) => {
      const actor = actorOf(r);
      const values = { geojson: r.body.geojson, note: r.body.note, uploadedBy: actor.userId, updatedAt: new Date() };
      await app.db
        .insert(dashboardMaps)
        .values({ name: PROVINCE_MAP, ...values })
        .onConflictDoUpdate({ target: dashboardMaps.name, set: values });
      actor.audit({
        action: 'dashboard_map.update',
        targetType: 'dashboard_map',
        targetId: PROVINCE_MAP,
        after: { features: r.body.geojson.features.length, note: r.body.note },
      });
      return reply.ok(null, 'admin.saved');
    },
  });
  app.delete(DASHBOARD_API.map, {
    config: { access: { roles: ['admin'] } },
    schema: { tags, summary: 'Go back to the shipped province shapes' },
    handler: async (r, reply) => {
      await app.db.delete(dashboardMaps).where(eq(dashboardMaps.name, PROVINCE_MAP));
      actorOf(r).audit({ action: 'dashboard_map.delete', targetType: 'dashboard_map', targetId: PROVINCE_MAP });
      return reply.ok(null, 'admin.deleted');
    },
  });
};
