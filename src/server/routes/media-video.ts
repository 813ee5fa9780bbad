import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../lib/paths';

/** The committed gallery films and their posters (made by scripts/media/make-videos.ts). */
export const VIDEO_DIR = join(projectRoot(), 'src/server/assets/video');
export const VIDEO_PREFIX = '/media/video/';

const FILE = /^\/?[a-z0-9]+(?:-[a-z0-9]+)*\.(?:mp4|jpg)$/;

/**
 * Serves `/media/video/{name}.mp4|jpg` from disk with byte ranges (`Accept-Ranges: bytes`, 206 Partial
 * Content): browsers fetch a video in ranges and cannot seek or, for Safari, play without them.
 */
export function videoMediaRoutes(app: FastifyInstance): void {
  void app.register(fastifyStatic, {
    root: VIDEO_DIR,
    prefix: VIDEO_PREFIX,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    // Only the films and posters: nothing else in the folder (its README) is public.
    allowedPath: (pathName) => FILE.test(pathName),
    setHeaders: (reply) => {
      void reply.header('Cache-Control', 'public, max-age=86400');
      void reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
