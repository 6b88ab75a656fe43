import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/catalogueIcons.tsx';
import { imageAttributes, PRODUCT_IMAGE_SIZE } from '../../../components/product/images.ts';
import { useT } from '../../../lib/intl.tsx';
import { THUMBNAILS_PER_VIEW, thumbnailPage, thumbnailPageCount } from './productView.ts';

/** Up to 5 thumbnails in view; arrows page through more. The main image is the page's first: not lazy. */
export function Gallery({
  images,
  selected,
  onSelect,
  name,
}: {
  images: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  name: string;
}) {
  const t = useT();
  const [page, setPage] = useState(() => thumbnailPage(selected));
  const pages = thumbnailPageCount(images.length);
  const shownPage = Math.min(page, pages - 1);
  // Choosing an option may select an image on another page of thumbnails: follow it.
  const selectedPage = thumbnailPage(selected);
  const [followed, setFollowed] = useState(selected);
  if (followed !== selected) {
    setFollowed(selected);
    setPage(selectedPage);
  }
  const main = images[selected] ?? images[0];
  const first = shownPage * THUMBNAILS_PER_VIEW;
  const thumbnails = images.slice(first, first + THUMBNAILS_PER_VIEW);

  return (
    <section className="gallery" aria-label={t('catalogue.gallery.label')}>
      <div className="gallery-main">
        {main ? (
          <img
            key={main}
            {...imageAttributes(main, {
              width: PRODUCT_IMAGE_SIZE,
              height: PRODUCT_IMAGE_SIZE,
              sizes: '(min-width: 768px) 50vw, 100vw',
            })}
            alt={t('catalogue.gallery.image', { name, index: selected + 1, count: images.length })}
            fetchPriority="high"
            decoding="sync"
            data-testid="gallery-main"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="gallery-thumbs">
          {pages > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('catalogue.gallery.previous')}
              disabled={shownPage === 0}
              onClick={() => setPage(shownPage - 1)}
            >
              <ChevronLeftIcon />
            </button>
          ) : null}
          <ul data-testid="gallery-thumbnails">
            {thumbnails.map((image, offset) => {
              const index = first + offset;
              return (
                <li key={image}>
                  <button
                    type="button"
                    className="gallery-thumb"
                    aria-label={t('catalogue.gallery.show', { index: index + 1 })}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => onSelect(index)}
                  >
                    <img
                      {...imageAttributes(image, {
                        width: PRODUCT_IMAGE_SIZE,
                        height: PRODUCT_IMAGE_SIZE,
                        sizes: '64px',
                      })}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('catalogue.gallery.next')}
              disabled={shownPage >= pages - 1}
              onClick={() => setPage(shownPage + 1)}
            >
              <ChevronRightIcon />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
