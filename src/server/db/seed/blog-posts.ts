export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  publishedAt: string;
  body: string;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'why-children-love-being-the-hero',
    title: 'Why children love being the hero of their own story',
    excerpt: 'Seeing themselves on the page makes young readers lean in. Here is what that does for reading.',
    author: 'The Storyloom team',
    tags: ['reading', 'personalisation'],
    publishedAt: '2026-09-14T08:00:00Z',
    body: 'Placeholder body replaced below.',
  },
];
