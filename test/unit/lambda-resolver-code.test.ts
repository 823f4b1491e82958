// The resolver code AppSync runs in front of every function, run by the local APPSYNC_JS runtime:
// an expected error answered by the function becomes the same GraphQL error a throw gave before,
// while the function's invocation succeeded; an unexpected error is still the function's failure.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../functions/domain/errors';
import { createResolverHandler, field, type ResolverEvent } from '../../functions/handlers/appsync-resolver';
import { loadResolverCode, resolveWithLambda, ResolverCodeError, type ResolverContext } from '../../infra/local/appsync-js-runtime';
import { LAMBDA_RESOLVER_CODE } from '../../infra/shared/lambda-resolver-code';

const code = loadResolverCode(LAMBDA_RESOLVER_CODE);

const context = (fieldName: string, args: Record<string, unknown> = {}): ResolverContext => ({
  arguments: args,
  identity: null,
  source: null,
  info: { fieldName, parentTypeName: 'Query', variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
  request: { headers: { 'x-forwarded-for': '203.0.113.7' }, domainName: null },
  prev: null,
  stash: {},
});

const handler = createResolverHandler(
  {
    mistypedCoupon: field(async () => {
      throw new AppError('ValidationError', 'El cupón "BIENVENIDA51" no existe.', { couponCode: 'El cupón "BIENVENIDA51" no existe.' });
    }),
    missing: field(async () => {
      throw new AppError('NotFound', 'Not found item with id course-99');
    }),
    providerDown: field(async () => {
      throw new AppError('PaymentProviderError', 'Mercado Pago no responde.');
    }),
    broken: field(async () => {
      throw new TypeError('cannot read properties of undefined');
    }),
    fine: field(async (args: { n: number }) => ({ doubled: args.n * 2 })),
    no: field(async () => false),
  },
  () => ({}),
);

/** What Lambda would report: the answer, or the error the invocation failed with. */
async function invocation(event: unknown): Promise<{ answer?: unknown; failed?: string }> {
  try {
    return { answer: await handler(event as ResolverEvent) };
  } catch (error) {
    return { failed: (error as Error).name };
  }
}

async function throughAppSync(fieldName: string, args: Record<string, unknown> = {}) {
  try {
    return { data: await resolveWithLambda(code, context(fieldName, args), (payload) => handler(payload as ResolverEvent)) };
  } catch (error) {
    if (!(error instanceof ResolverCodeError)) throw error;
    return { error: { errorType: error.errorType, message: error.message, data: error.data, errorInfo: error.errorInfo } };
  }
}

describe('the resolver code in front of every function', () => {
  it('sends the function the event a direct Lambda resolver sent', () => {
    const request = code.request({ ...context('fine', { n: 2 }), args: { n: 2 } }) as { operation: string; payload: unknown };
    expect(request).toEqual({ operation: 'Invoke', payload: context('fine', { n: 2 }) });
  });

  it('a validation or not-found error: answered by a successful invocation, raised as the same GraphQL error', async () => {
    expect(await invocation(context('mistypedCoupon'))).toEqual({
      answer: { __storeError: { type: 'ValidationError', message: 'El cupón "BIENVENIDA51" no existe.' } },
    });
    expect(await throughAppSync('mistypedCoupon')).toEqual({
      error: { errorType: 'ValidationError', message: 'El cupón "BIENVENIDA51" no existe.', data: null, errorInfo: null },
    });
    expect((await invocation(context('missing'))).failed).toBeUndefined();
    expect(await throughAppSync('missing')).toMatchObject({
      error: { errorType: 'NotFound', message: 'Not found item with id course-99' },
    });
  });

  it("the store's own failures stay function errors, raised with Lambda's error type", async () => {
    expect(await invocation(context('providerDown'))).toEqual({ failed: 'PaymentProviderError' });
    expect(await throughAppSync('providerDown')).toMatchObject({
      error: { errorType: 'PaymentProviderError', message: 'Mercado Pago no responde.' },
    });
    expect(await invocation(context('broken'))).toEqual({ failed: 'InternalError' });
    expect(await throughAppSync('broken')).toMatchObject({
      error: { errorType: 'InternalError', message: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.' },
    });
  });

  it('passes every other answer through as the field value, false included', async () => {
    expect(await throughAppSync('fine', { n: 21 })).toEqual({ data: { doubled: 42 } });
    expect(await throughAppSync('no')).toEqual({ data: false });
  });

  it('refuses code that imports anything but @aws-appsync/utils (AppSync would)', () => {
    expect(() => loadResolverCode(`import fs from 'node:fs';\nexport function request() {}`)).toThrow(/must start with/);
  });
});
