import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { trialCredits } from '@shared/pricing.ts';
import { paths } from '@shared/routes.ts';
import { MoonIcon } from './icons.tsx';
import { Container } from './section.tsx';

interface CtaBandProps {
  title?: string;
  text?: string;
  /** Extra actions beside the sign-up button. */
  children?: ReactNode;
}

/** The closing invitation at the foot of every marketing page. */
export function CtaBand({
  title = 'Tonight’s story could star your child',
  text = `Create a free account, add your child and write your first story with ${trialCredits} free credits.`,
  children,
}: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="pt-16 pb-12 sm:pt-24 sm:pb-16">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-[#231f52] px-6 py-12 text-center text-[#f2efe8] sm:px-12 sm:py-16">
          <MoonIcon className="mx-auto size-10 text-[#f6c65b]" />
          <h2 id="cta-title" className="mx-auto mt-4 max-w-2xl font-display text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-[#d9d5e6]">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              href={paths.signup}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-[#f6c65b] px-7 text-lg font-semibold text-[#231f52] transition-colors hover:bg-[#fbd784] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#f6c65b]"
            >
              Create your free account
            </Link>
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
