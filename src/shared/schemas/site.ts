import { z } from 'zod';

/** GET /api/affiliate-status (docs/product.md §3: anything other than false counts as enabled). */
export const affiliateStatusResponse = z.object({ enabled: z.boolean() });
export type AffiliateStatusResponse = z.infer<typeof affiliateStatusResponse>;

/** GET /api/site-config: the switches the browser may know about (which sign-in buttons show). */
export const siteConfigResponse = z.object({
  affiliatesEnabled: z.boolean(),
  creditsEnabled: z.boolean(),
  /** Stripe is set up and credits are on: plans and packs can be bought here. */
  paymentsEnabled: z.boolean(),
  googleSignIn: z.boolean(),
  /** The outside AI provider that writes stories for parents who allowed it (consent 2), or null. */
  outsideTextProvider: z.string().nullable(),
  /** The outside image model that draws for parents who allowed it (consent 2), or null: the wizard then offers no unlocked portrait. */
  outsideImageProvider: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponse>;

/** GET /api/health */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  queue: z.enum(['ok', 'down']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Blog (GET /api/blog, GET /api/blog/{slug}) */
export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export const blogPost = blogPostSummary.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPost>;
export const blogListResponse = z.object({ posts: z.array(blogPostSummary) });
