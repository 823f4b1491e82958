// The admin's coupons: the list, and create / edit (disabling is an edit with isEnabled false).
// The table is updated from the server's answer, which carries the uses counted so far.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { AdminCouponFieldsFragment, CouponInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminCoupon = AdminCouponFieldsFragment;

// What the table shows of a coupon: the list and both mutations answer with the same fields.
graphql(`
  fragment AdminCouponFields on Coupon {
    code
    discountType
    value
    isEnabled
    validDateTimeFrom
    validDateTimeTo
    maxUses
    uses
    itemIds
    oncePerBuyer
    createdAt
  }
`);

const ListCouponsDocument = graphql(`
  query ListCoupons {
    listCoupons {
      ...AdminCouponFields
    }
  }
`);

const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      ...AdminCouponFields
    }
  }
`);

const UpdateCouponDocument = graphql(`
  mutation UpdateCoupon($input: CouponInput!) {
    updateCoupon(input: $input) {
      ...AdminCouponFields
    }
  }
`);

export const useAdminCoupons = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.coupons(),
    queryFn: async () => (await request(ListCouponsDocument, {}, 'userPool')).listCoupons,
    enabled,
  });

/** Creates (`mode: 'create'`) or edits a coupon and puts the server's version in the table. */
export function useSaveCoupon(mode: 'create' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CouponInput) =>
      mode === 'create'
        ? (await mutate(CreateCouponDocument, { input }, 'userPool')).createCoupon
        : (await mutate(UpdateCouponDocument, { input }, 'userPool')).updateCoupon,
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminCoupon[]>(adminKeys.coupons(), (coupons = []) =>
        coupons.some((coupon) => coupon.code === saved.code)
          ? coupons.map((coupon) => (coupon.code === saved.code ? saved : coupon))
          : [saved, ...coupons],
      );
    },
  });
}
