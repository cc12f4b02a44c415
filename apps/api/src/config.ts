import { z } from 'zod';
import type { S3Config } from './lib/storage';
import { RAZORPAY_CHECKOUT_URL_DEFAULT } from '@kataar/shared/payments';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Every setting of the server, parsed once from the environment (ARCHITECTURE.md "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_SYNC: flag.default(true),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kataar <no-reply@kataar.in>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  DEMO_DATA: flag.optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).default(20),
  MAX_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(10_000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  QUEUE_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  LOGIN_CODES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Empty is unset, as a blank line in .env would leave it.
  REDIS_URL: z
    .union([z.literal(''), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })])
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('kataar:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Empty, as a `.env` file leaves it, means unset: no /metrics.
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters; make one with `openssl rand -hex 32`').optional(),
  ),
  WEB_DIST: z.string().optional(),
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  // Map tiles ({z}/{x}/{y}, optionally {s}); OpenStreetMap's standard tiles by default. Their
  // host is the only one the page may load images from besides this site.
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'must be an https URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_ENDPOINT_HOSTS: z.string().default(''),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TEMPLATE_NEAR: z.string().optional(),
  WHATSAPP_TEMPLATE_CALLED: z.string().optional(),
  WHATSAPP_TEMPLATE_APPOINTMENT: z.string().optional(),
  // The same messages approved in Hindi (language code `hi`): their names, often the English ones.
  WHATSAPP_TEMPLATE_NEAR_HI: z.string().optional(),
  WHATSAPP_TEMPLATE_CALLED_HI: z.string().optional(),
  WHATSAPP_TEMPLATE_APPOINTMENT_HI: z.string().optional(),
  WHATSAPP_API_BASE: z.string().default('https://graph.facebook.com/v21.0'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  // Tests point the SDK at a local stand-in for api.razorpay.com.
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url({ protocol: /^https$/ }).default(RAZORPAY_CHECKOUT_URL_DEFAULT),
});

// Links in pages, the sitemap and mails are built on PUBLIC_URL; without it a public server would
// have to trust the client's Host header or point every link at localhost.
const productionNeedsPublicUrl = envSchema.refine((e) => e.NODE_ENV !== 'production' || !!e.PUBLIC_URL, {
  path: ['PUBLIC_URL'],
  message: 'must be set in production to the address people open the site at, e.g. https://kataar.in',
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The embedded database syncs each answered write to disk before the answer (on by default). Off
   * only for benchmarks that compare against it: a power cut can then lose confirmed writes.
   */
  databaseSync: boolean;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  /** Seed demo cities, providers and queues into an empty database. */
  demoData: boolean;
  logLevel: string;
  /**
   * The bearer token a Prometheus scraper sends for GET /metrics. Unset: there is no /metrics, and
   * requests are not counted at all.
   */
  metricsToken: string | undefined;
  /**
   * Behind load balancers: how many proxies (or which addresses) may name the client in
   * X-Forwarded-For. Per-IP limits key on the address this yields.
   */
  trustProxy: TrustProxy;
  /** Live queue streams one client address may hold open at once. */
  maxStreamsPerIp: number;
  /** Live streams one server process holds open at once, from everyone; more are answered 503. */
  maxStreamsPerProcess: number;
  /**
   * How long a client may take to send a whole request, body included; a socket still sending after
   * that is answered 408 and closed, so clients trickling bytes cannot hold sockets forever.
   */
  requestTimeoutSeconds: number;
  /** Joins, leaves and desk actions one user may make per minute, across all queue writes. */
  queueWritesPerMinute: number;
  /**
   * Login codes one client address may ask for per minute (checking codes is allowed twice as
   * often). Many phones can share one address, behind a carrier's NAT or a clinic's Wi-Fi.
   */
  loginCodesPerIpPerMinute: number;
  /**
   * Where every process counts rate limits and stream caps, so N processes together allow what
   * one allows. Unset: each process counts in its own memory, and one process is the unit of
   * every limit.
   */
  redisUrl: string | undefined;
  /** Put before every key the server writes in Redis, so several deployments can share one. */
  redisKeyPrefix: string;
  /** Built web app to serve with history fallback; unset in tests that only need the API. */
  webDist: string | undefined;
  /**
   * Let provider webhooks post to private, loopback and link-local addresses: for tests and for a
   * self-hosted server whose clinic system sits on the same network. Off on a public server, or any
   * owner could make it post into its own network.
   */
  webhookAllowPrivate: boolean;
  /** Map tiles the web app shows, and the credit the tile provider asks for. */
  map: { tileUrl: string; attribution: string };
  /** S3-compatible storage for uploads when S3_BUCKET is set; the local disk otherwise. */
  s3: S3Config | undefined;
  /**
   * Web Push's VAPID keys (base64url) and contact; server.ts generates them into DATA_DIR for the
   * embedded database when unset. Undefined: no push notifications.
   */
  vapid: VapidConfig | undefined;
  /** Push endpoint hosts accepted besides the browsers' own push services (tests: 127.0.0.1). */
  pushEndpointHosts: string[];
  /** WhatsApp Business Cloud API, when its token, number and both templates are set. */
  whatsapp: WhatsAppConfig | undefined;
  /** Razorpay, when its key id, key secret and webhook secret are all set; otherwise the option is absent. */
  razorpay: RazorpayConfig | undefined;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  /** The Checkout script the booking page loads; its origin is allowed by the page's CSP. */
  checkoutUrl: string;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services can reach the sender at. */
  subject: string | undefined;
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  templateNear: string;
  templateCalled: string;
  /** Booking confirmations, reminders and cancellations: {{1}} business, {{2}} message. None without it. */
  templateAppointment: string | undefined;
  /**
   * Templates approved in Hindi, sent with language code `hi` to people who chose Hindi. Meta
   * approves each language of a template on its own, so each message may have one or not; the
   * English template goes where it has none.
   */
  hindiTemplates: { near?: string | undefined; called?: string | undefined; appointment?: string | undefined };
  apiBase: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = productionNeedsPublicUrl.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseSync: e.DATABASE_SYNC,
    publicUrl: e.PUBLIC_URL || undefined,
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    // Demo data is on by default only for the embedded database.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    maxStreamsPerIp: e.MAX_STREAMS_PER_IP,
    maxStreamsPerProcess: e.MAX_STREAMS_PER_PROCESS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    queueWritesPerMinute: e.QUEUE_WRITES_PER_MINUTE,
    loginCodesPerIpPerMinute: e.LOGIN_CODES_PER_IP_PER_MINUTE,
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDist: e.WEB_DIST,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TEMPLATE_NEAR && e.WHATSAPP_TEMPLATE_CALLED
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            templateNear: e.WHATSAPP_TEMPLATE_NEAR,
            templateCalled: e.WHATSAPP_TEMPLATE_CALLED,
            templateAppointment: e.WHATSAPP_TEMPLATE_APPOINTMENT,
            hindiTemplates: {
              near: e.WHATSAPP_TEMPLATE_NEAR_HI,
              called: e.WHATSAPP_TEMPLATE_CALLED_HI,
              // A Hindi booking template without an English one would never be asked for.
              appointment: e.WHATSAPP_TEMPLATE_APPOINTMENT && e.WHATSAPP_TEMPLATE_APPOINTMENT_HI,
            },
            apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : undefined,
  };
}
