import { useLingui } from '@lingui/react/macro';
import { SLIDES } from '../lib/slides';

interface SlideDotsProps {
  current: number;
  onSelect: (index: number) => void;
}

/** One button per slide; the current one is marked for assistive technology, not only by colour. */
export function SlideDots({ current, onSelect }: SlideDotsProps) {
  const { t, i18n } = useLingui();
  return (
    <ol className="slide-dots">
      {SLIDES.map((slide, index) => {
        const number = index + 1;
        const title = i18n._(slide.title);
        return (
          <li key={number}>
            <button
              type="button"
              className="slide-dots__dot"
              aria-label={t`Slide ${number}: ${title}`}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSelect(index)}
            />
          </li>
        );
      })}
    </ol>
  );
}
