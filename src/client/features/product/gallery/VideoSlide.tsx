import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { galleryMessages } from '../messages';
import { useAppDispatch } from '../../../app/hooks';
import { galleryVideoPlayed } from './events';
import { embedUrl, type GalleryVideo } from './videoProviders';

interface VideoSlideProps {
  video: GalleryVideo;
  sku: string;
  /** Spec 9: custom films are muted by default. */
  muted?: boolean;
}

/** A gallery video: a custom mp4 in a native player, or a hosted video behind its poster and a Play button. */
export function VideoSlide({ video, sku, muted = true }: VideoSlideProps) {
  return video.provider === 'custom' ? (
    <CustomVideo video={video} sku={sku} muted={muted} />
  ) : (
    <EmbeddedVideo video={video} sku={sku} />
  );
}

function CustomVideo({ video, sku, muted }: Required<VideoSlideProps>) {
  const dispatch = useAppDispatch();
  const reported = useRef(false);
  return (
    <video
      className="gallery-video__player"
      src={video.url}
      poster={video.poster.url}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={video.title}
      // Muted and inline so phones play it in place; the loop is the film's own setting.
      muted={muted}
      playsInline
      loop={video.loop}
      controls
      preload="metadata"
      onPlay={() => {
        if (reported.current) return;
        reported.current = true;
        dispatch(galleryVideoPlayed({ sku, provider: 'custom', title: video.title }));
      }}
    />
  );
}

/**
 * Nothing is loaded from the hosting service until the visitor asks: the poster is ours, and Play creates
 * the player (in the sharing service's no-cookie mode when the flag is on).
 */
function EmbeddedVideo({ video, sku }: Omit<VideoSlideProps, 'muted'>) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const src = embedUrl(video);
  if (playing && src) {
    return (
      <iframe
        className="gallery-video__frame"
        src={src}
        title={video.title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="gallery-video__poster">
      <img src={video.poster.url} alt="" width={video.poster.width} height={video.poster.height} />
      <button
        type="button"
        className="gallery-video__play"
        aria-label={intl.formatMessage(galleryMessages.playVideo, { title: video.title })}
        onClick={() => {
          setPlaying(true);
          dispatch(galleryVideoPlayed({ sku, provider: video.provider, title: video.title }));
        }}
      >
        <span aria-hidden="true" className="gallery-video__play-icon" />
        <span className="gallery-video__play-label">
          <FormattedMessage {...galleryMessages.play} />
        </span>
      </button>
    </div>
  );
}
