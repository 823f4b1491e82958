/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ItemType =
  | 'COURSE'
  | 'PLANNING';

/** The two sellers. STORE is the store's own brand (its display name comes from configuration). */
export type Seller =
  | 'DELFI'
  | 'STORE';

export type ListItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListItemsQuery = { listItems: Array<{ id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, summary: string, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ListItemsDocument = new TypedDocumentString(`
    query ListItems {
  listItems {
    id
    name
    price
    type
    seller
    isEnabled
    isFeatured
    imageSource
    coachName
    summary
    offer {
      price
      validDateTimeFrom
      validDateTimeTo
    }
  }
}
    `) as unknown as TypedDocumentString<ListItemsQuery, ListItemsQueryVariables>;