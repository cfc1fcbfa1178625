import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { markFirstContent } from '@client/lib/first-content';
import { useNavigate, useSearchParams } from '@client/lib/router';
import { LanguageChoice } from '@client/components/language-choice';
import { usePageTitle } from '@client/lib/use-page-title';
import { acceptTerms } from '../lib/accept-terms';
import { SLIDES, TERMS_SLIDE, slideFromParam } from '../lib/slides';
import { SlideDots } from './slide-dots';
import { TermsForm } from './terms-form';

interface IntroduceScreenProps {
  /** Where the terms of use live; passed in so this feature does not know the route table. */
  termsPath: string;
  /** Router state that lets a first-time visitor read the terms before accepting them. */
  termsLinkState: unknown;
  homePath: string;
}

const SLIDE_PARAM = 'slide';
const SLIDE_HEADING_ID = 'introduce-slide-title';

/**
 * The tutorial of docs/spec/product-spec.md §2. The slide number lives in the address (replaced, not pushed), so
 * coming back from reading the terms returns to the terms slide instead of the first one.
 */
export function IntroduceScreen({ termsPath, termsLinkState, homePath }: IntroduceScreenProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Welcome`);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const current = slideFromParam(params.get(SLIDE_PARAM));
  const slide = SLIDES[current] ?? SLIDES[0]!;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const isLast = current === SLIDES.length - 1;

  const goTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= SLIDES.length) return;
      moved.current = true;
      setParams({ [SLIDE_PARAM]: String(index) }, { replace: true });
    },
    [setParams],
  );

  // The slides are the app's own text, shown at once: the first sync may start now and fill the
  // mirror while the person reads (it waited for the first-content fallback).
  useEffect(markFirstContent, []);

  // Only after the person moved: on arrival focus stays where the layout put it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  // Arrow keys move between slides while focus is anywhere in the tutorial (not the whole page).
  useEffect(() => {
    const section = sectionRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      // Alt+Left is the browser's Back; modified arrows keep their own meaning.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowRight') goTo(current + 1);
      else if (event.key === 'ArrowLeft') goTo(current - 1);
      else return;
      event.preventDefault();
    };
    section?.addEventListener('keydown', onKeyDown);
    return () => section?.removeEventListener('keydown', onKeyDown);
  }, [current, goTo]);

  const onAccept = () => {
    acceptTerms();
    void navigate(homePath, { replace: true });
  };

  const number = current + 1;
  const total = SLIDES.length;

  return (
    <section className="page introduce" ref={sectionRef}>
      <h1 className="page__title">
        <Trans>Welcome to Refugio</Trans>
      </h1>
      <div className="introduce__slide" key={current}>
        <p className="introduce__count">
          <Trans>
            Slide {number} of {total}
          </Trans>
        </p>
        <h2 id={SLIDE_HEADING_ID} ref={headingRef} tabIndex={-1} className="introduce__heading">
          {i18n._(slide.title)}
        </h2>
        <p className="introduce__body">{i18n._(slide.body)}</p>
        {slide.extra === 'language' && <LanguageChoice />}
        {slide.extra === 'terms' && (
          <TermsForm termsPath={termsPath} termsLinkState={termsLinkState} onAccept={onAccept} />
        )}
      </div>
      <nav className="introduce__nav" aria-label={t`Tutorial slides`}>
        <div className="introduce__steps">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
          >
            <Trans>Back</Trans>
          </button>
          {!isLast && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => goTo(current + 1)}
            >
              <Trans>Next</Trans>
            </button>
          )}
        </div>
        <SlideDots current={current} onSelect={goTo} />
        {current < TERMS_SLIDE && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => goTo(TERMS_SLIDE)}
          >
            <Trans>Skip to the terms</Trans>
          </button>
        )}
      </nav>
    </section>
  );
}
