import { useQuery } from '@tanstack/react-query';
import { formatLongDate } from '@shared/dates.ts';
import { href, paths } from '@shared/routes.ts';
import type { BlogPostSummary } from '@shared/schemas/site.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { blogListQuery } from '../../features/blog/api.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="relative flex flex-col rounded-3xl border border-border bg-surface p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:p-8">
      <p className="text-sm text-fg-muted">
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        {post.readingMinutes} min read
      </p>
      <h2 className="mt-2 text-2xl font-bold">
        <SiteLink
          href={href(paths.blogPost, { slug: post.slug })}
          className="text-fg no-underline after:absolute after:inset-0 after:rounded-3xl hover:underline"
        >
          {post.title}
        </SiteLink>
      </h2>
      <p className="mt-3 text-fg-muted">{post.excerpt}</p>
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm text-fg-muted">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function BlogList() {
  useDocumentMeta({
    title: 'Blog — reading, bedtime and raising storytellers',
    description:
      'Ideas from the Storyloom team on bedtime reading, reading levels, personalised stories and keeping children’s data safe.',
  });
  const posts = useQuery(blogListQuery());

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <p className="font-semibold text-primary">The Storyloom blog</p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">Notes from the bedtime shelf</h1>
        <p className="mt-4 text-lg text-fg-muted">
          What we learn about reading with children, writing for every reading level and building a story app
          parents can trust.
        </p>
      </header>

      <div className="mt-10">
        {posts.isPending ? (
          <PageSpinner label="Loading posts…" />
        ) : posts.isError ? (
          <div role="alert" className="rounded-2xl border border-border bg-surface p-6">
            <p className="font-semibold">We couldn’t load the blog just now.</p>
            <p className="mt-1 text-fg-muted">Please check your connection and try again.</p>
            <Button variant="secondary" className="mt-4" onClick={() => void posts.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.data.length === 0 ? (
          <p className="rounded-2xl border border-border bg-surface p-6 text-fg-muted">
            No posts have been published yet. Subscribe to the newsletter below and we’ll tell you when the first one
            is out.
          </p>
        ) : (
          <div className="grid gap-6">
            {posts.data.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
