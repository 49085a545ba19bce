import { Button } from '../../components/ui/button.tsx';

/** Shown when the identity session exists but the account record could not be loaded. */
export function AccountProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto grid max-w-lg gap-4 px-6 py-20 text-center" aria-labelledby="account-problem-title">
      <h1 id="account-problem-title" className="text-2xl font-bold">
        We couldn’t load your account
      </h1>
      <p className="text-fg-muted">
        You are logged in, but your Storyloom account did not load. This is usually a brief connection problem.
      </p>
      <div>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </section>
  );
}
