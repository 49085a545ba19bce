import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { formatLongDate } from '@shared/dates.ts';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { blogPostQuery, isNotFound } from '../../features/blog/api.ts';
import { PostBody } from '../../features/blog/post-body-view.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function BackToBlog() {
  return (
    <SiteLink href={paths.blog} className="inline-flex min-h-11 items-center font-semibold text-primary">
      <span aria-hidden="true">←&nbsp;</span>All posts
    </SiteLink>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = useQuery(blogPostQuery(slug));
  const missing = post.isError && isNotFound(post.error);

  useDocumentMeta(
    post.data
      ? { title: post.data.title, description: post.data.excerpt }
      : { title: missing ? 'Post not found' : 'Blog', noIndex: missing },
  );

  if (post.isPending) return <PageSpinner label="Loading post…" />;

  if (post.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <BackToBlog />
        <h1 className="mt-4 text-4xl font-bold">{missing ? 'We couldn’t find that post' : 'This post didn’t load'}</h1>
        <p className="mt-4 text-lg text-fg-muted">
          {missing
            ? 'It may have been renamed or taken down. The rest of the blog is still here.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {!missing && <Button onClick={() => void post.refetch()}>Try again</Button>}
          <SiteLink href={paths.blog} className={buttonClasses(missing ? 'primary' : 'secondary', 'md', 'no-underline')}>
            Browse the blog
          </SiteLink>
        </div>
      </div>
    );
  }

  const { title, author, publishedAt, readingMinutes, tags, body } = post.data;
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <BackToBlog />
      <header className="mt-4 border-b border-border pb-8">
        <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-fg-muted">
          {author}
          <span aria-hidden="true"> · </span>
          <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {readingMinutes} min read
        </p>
      </header>
      <div className="mt-8">
        <PostBody body={body} />
      </div>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-3 py-1 text-sm text-fg-muted">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 border-t border-border pt-6">
        <BackToBlog />
      </div>
    </article>
  );
}
