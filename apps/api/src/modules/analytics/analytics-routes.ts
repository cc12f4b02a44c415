import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsDailyAnswerSchema,
  analyticsHourlyAnswerSchema,
  analyticsRangeQuerySchema,
  analyticsSummaryAnswerSchema,
} from '@kataar/shared/analytics';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { bearer, errorResponses } from '../../lib/openapi';
import { createAnalyticsService } from './analytics-service';

/** What a provider's queue tells them about their days; every member sees their own business only. */
export const analyticsRoutes: FastifyPluginAsync<AppContext> = async (app, { auth, database, payments, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const analytics = createAnalyticsService(database.db, payments, now);
  app.addHook('onRequest', auth.requireProvider);

  r.get(
    '/analytics/summary/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Visits, service and waits of the caller’s business over a range of days (default: today)',
        description:
          '`from`/`to` are days in India (Asia/Kolkata), both included, at most 366 days apart; `to` defaults to today and `from` to `to`. Waits run from joining to being called; `customers_today` counts the distinct people who joined in the range (leaving and rejoining counts once), and so do `online` and `offline`.',
        security: bearer,
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsSummaryAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await analytics.summary(currentMembership(request).providerId, request.query),
    }),
  );

  r.get(
    '/analytics/daily/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Visits per day over the last 30 days in India, oldest first, empty days included',
        security: bearer,
        response: { 200: analyticsDailyAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await analytics.daily(currentMembership(request).providerId) }),
  );

  r.get(
    '/analytics/hourly/',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Arrivals by hour of the day (India) over the last 30 days: 24 rows, hour 0 first',
        security: bearer,
        response: { 200: analyticsHourlyAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await analytics.hourly(currentMembership(request).providerId) }),
  );
};
