import type { components } from '../../../../src/common/contract/schema.gen';
import type { Mutation } from '../plant';
import { LISTING } from './scenario-sets';

type Listing = components['schemas']['ProductListing'];

/** Shape: what the verifier caught before it checked behaviour. */
export const SHAPE_MUTATIONS: Mutation[] = [
  {
    name: 'answers 201 where the contract says 200',
    only: ['listWebsites', 'getStoreConfig'],
    send(at, payload) {
      if (at.operationId === 'getStoreConfig' && at.reply.statusCode === 200) at.reply.code(201);
      return payload;
    },
    caughtBy: { operationId: 'getStoreConfig', problem: /^status 201 instead of 200$/ },
  },
  {
    name: 'leaves out a required field',
    only: LISTING,
    body(at, body) {
      if (at.operationId !== 'listCategoryProducts') return body;
      const { total_count: _left, ...rest } = body as Listing;
      return rest;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^response\.total_count is required$/ },
  },
  {
    name: 'answers JSON as text/html',
    only: ['listWebsites', 'getStoreConfig', 'getCategoryTree'],
    send(at, payload) {
      if (at.operationId === 'getCategoryTree') at.reply.header('content-type', 'text/html; charset=utf-8');
      return payload;
    },
    caughtBy: {
      operationId: 'getCategoryTree',
      problem: /^content type text\/html instead of application\/json$/,
    },
  },
];
