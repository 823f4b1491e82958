// The domain's own types and the API's generated ones (functions/generated, from schema.graphql)
// stay in step: the handlers hand the domain's values to GraphQL as they are and pass the API's
// inputs to the services as the domain's requests, so each pair checked here must keep the same
// shape (outputs) or stay assignable (inputs). These are compile-time checks: `npm run typecheck`
// fails on a pair that drifted apart, and the fix is a mapping in the handler, not a cast.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Api from '../../functions/generated/graphql';
import type * as Catalogue from '../../functions/domain/item';
import type * as Courses from '../../functions/domain/course-progress';
import type { ItemUpdateRequest, NewItemRequest, PlanningScheduleRequest } from '../../functions/domain/item-input';
import type { ItemPictureUpload, PictureFile } from '../../functions/domain/item-picture';
import type { Seller } from '../../functions/domain/seller';
import type { Coupon, DiscountType } from '../../functions/domain/coupons';
import type { CouponRequest } from '../../functions/domain/coupon-input';
import type { PriceQuote } from '../../functions/domain/pricing';
import type * as TrainingLog from '../../functions/domain/training-log';
import type * as Plan from '../../functions/domain/plan-week';
import type * as Membership from '../../functions/domain/membership';
import type * as Regret from '../../functions/domain/regret';
import type * as Account from '../../functions/domain/account';
import type * as Orders from '../../functions/domain/order-view';
import type { OrderHistoryEntry } from '../../functions/domain/order';
import type { ChargebackStage, PaymentState } from '../../functions/domain/payment-facts';
import type * as Lessons from '../../functions/domain/topic-content';
import type * as Invoices from '../../functions/domain/invoice-views';
import type * as Evaluations from '../../functions/domain/evaluation-views';
import type * as Coach from '../../functions/domain/coach-view';
import type * as Thread from '../../functions/domain/planning-thread';
import type { CoachPlanningFigures } from '../../functions/domain/coach-members-page';
import type * as Records from '../../functions/domain/lift-records';
import type { LiftDefinition } from '../../functions/domain/built-in-lifts';
import type { NewLiftRequest } from '../../functions/domain/lifts';
import type { StreamCookie, VideoStream } from '../../functions/domain/video-stream';
import type { FormCheckView } from '../../functions/domain/form-check';
import type { FormCheckUpload } from '../../functions/services/form-check-service';
import type { Certificate, CertificateVerification } from '../../functions/domain/certificate-rules';
import type { ContactMessageRequest, ContactReceipt } from '../../functions/domain/contact-message';
import type { VideoUpload } from '../../functions/domain/video-content';

describe('the domain’s types and the API’s', () => {
  it('the catalogue item has the schema’s shapes', () => {
    expectTypeOf<Catalogue.Item>().toEqualTypeOf<Api.Item>();
    expectTypeOf<Catalogue.ItemType>().toEqualTypeOf<Api.ItemType>();
    expectTypeOf<Catalogue.ItemStatus>().toEqualTypeOf<Api.ItemStatus>();
    expectTypeOf<Catalogue.ItemPicture>().toEqualTypeOf<Api.ItemPicture>();
    expectTypeOf<Catalogue.Offer>().toEqualTypeOf<Api.Offer>();
    expectTypeOf<Catalogue.PlanningPhase>().toEqualTypeOf<Api.PlanningPhase>();
    expectTypeOf<Catalogue.Competition>().toEqualTypeOf<Api.Competition>();
    expectTypeOf<Catalogue.ItemPage>().toEqualTypeOf<Api.ItemPage>();
    expectTypeOf<Catalogue.InventoryEntry>().toEqualTypeOf<Api.InventoryEntry>();
    expectTypeOf<ItemPictureUpload>().toEqualTypeOf<Api.ItemPictureUpload>();
    expectTypeOf<Seller>().toEqualTypeOf<Api.Seller>();
  });

  it('the course’s syllabus and progress have the schema’s shapes', () => {
    expectTypeOf<Courses.Topic>().toEqualTypeOf<Api.Topic>();
    expectTypeOf<Courses.LessonUnit>().toEqualTypeOf<Api.LessonUnit>();
    expectTypeOf<Courses.CourseProgress>().toEqualTypeOf<Api.CourseProgress>();
    expectTypeOf<Courses.TopicProgress>().toEqualTypeOf<Api.TopicProgress>();
    expectTypeOf<Courses.VideoPosition>().toEqualTypeOf<Api.VideoPosition>();
    expectTypeOf<Courses.VideoPositionReason>().toEqualTypeOf<Api.VideoPositionReason>();
    expectTypeOf<Api.CourseProgramInput>().toExtend<Courses.SyllabusRequest>();
    expectTypeOf<Lessons.TopicContent>().toEqualTypeOf<Api.TopicContent>();
    expectTypeOf<Lessons.TopicMaterial>().toEqualTypeOf<Api.TopicMaterial>();
    expectTypeOf<Lessons.CaptionsUpload>().toEqualTypeOf<Api.CaptionsUpload>();
    expectTypeOf<Api.UpdateTopicContentInput>().toExtend<Lessons.TopicContentRequest>();
  });

  it('the coupon has the schema’s shape and its input is the admin’s request', () => {
    expectTypeOf<Coupon>().toEqualTypeOf<Api.Coupon>();
    expectTypeOf<DiscountType>().toEqualTypeOf<Api.DiscountType>();
    expectTypeOf<Api.CouponInput>().toExtend<CouponRequest>();
    expectTypeOf<PriceQuote>().toExtend<Api.PriceQuote>();
  });

  it('the training log has the schema’s shapes and its inputs are the member’s requests', () => {
    expectTypeOf<TrainingLog.SessionResult>().toEqualTypeOf<Api.SessionResult>();
    expectTypeOf<TrainingLog.LiftSets>().toEqualTypeOf<Api.LiftSets>();
    expectTypeOf<TrainingLog.LoggedSet>().toEqualTypeOf<Api.LoggedSet>();
    expectTypeOf<TrainingLog.ResultRecord>().toEqualTypeOf<Api.NewRecord>();
    expectTypeOf<TrainingLog.DeletedSessionResult>().toEqualTypeOf<Api.DeletedSessionResult>();
    expectTypeOf<TrainingLog.LiftMax>().toEqualTypeOf<Api.LiftMax>();
    expectTypeOf<TrainingLog.ResultComment>().toEqualTypeOf<Api.ResultComment>();
    // Issue 40: a result's form-check video and its upload.
    expectTypeOf<FormCheckView>().toEqualTypeOf<Api.FormCheck>();
    expectTypeOf<FormCheckUpload>().toEqualTypeOf<Api.FormCheckUpload>();
    expectTypeOf<Api.SessionResultInput>().toExtend<TrainingLog.SessionResultRequest>();
    expectTypeOf<Api.UpdateSessionResultInput>().toExtend<TrainingLog.SessionResultEditRequest>();
  });

  it('the plan weeks have the schema’s (programme) shapes and the coach’s week is their request', () => {
    expectTypeOf<Plan.PlanWeek>().toEqualTypeOf<Api.ProgrammeWeek>();
    expectTypeOf<Plan.PlanDay>().toEqualTypeOf<Api.ProgrammeDay>();
    expectTypeOf<Plan.PlanSession>().toEqualTypeOf<Api.ProgrammeSession>();
    expectTypeOf<Plan.PlanBlock>().toEqualTypeOf<Api.ProgrammeBlock>();
    expectTypeOf<Plan.Prescription>().toEqualTypeOf<Api.Prescription>();
    expectTypeOf<Plan.ScalingNotes>().toEqualTypeOf<Api.ScalingNotes>();
    expectTypeOf<Api.ProgrammeWeekInput>().toExtend<Plan.PlanWeekRequest>();
    expectTypeOf<VideoUpload>().toEqualTypeOf<Api.VideoUpload>();
  });

  it('the membership and the member’s views of it have the schema’s shapes', () => {
    expectTypeOf<Membership.PlanningUser>().toEqualTypeOf<Api.PlanningUser>();
    expectTypeOf<Membership.PlanningUserStatus>().toEqualTypeOf<Api.PlanningUserStatus>();
    expectTypeOf<Membership.PlanningStartChoice>().toEqualTypeOf<Api.PlanningStartChoice>();
    expectTypeOf<Membership.PlanningStartOption>().toEqualTypeOf<Api.PlanningStartOption>();
    expectTypeOf<Membership.MyPlanning>().toEqualTypeOf<Api.MyPlanning>();
    expectTypeOf<Membership.PlanningWeekView>().toEqualTypeOf<Api.PlanningWeekView>();
    expectTypeOf<Membership.PlanningProgress>().toEqualTypeOf<Api.PlanningProgress>();
    expectTypeOf<Membership.WeekProgress>().toEqualTypeOf<Api.WeekProgress>();
    expectTypeOf<Api.AddPlanningUserInput>().toExtend<Membership.PlanningUserRequest>();
  });

  it('the regret, the baja and the contact form have the schema’s shapes', () => {
    expectTypeOf<Regret.RegretRequest>().toEqualTypeOf<Api.RegretRequest>();
    expectTypeOf<Regret.RegretStatus>().toEqualTypeOf<Api.RegretStatus>();
    expectTypeOf<Regret.RegretReceipt>().toEqualTypeOf<Api.RegretReceipt>();
    expectTypeOf<Regret.ServiceCancellation>().toEqualTypeOf<Api.ServiceCancellation>();
    expectTypeOf<Regret.ServiceCancellationReceipt>().toEqualTypeOf<Api.ServiceCancellationReceipt>();
    expectTypeOf<Api.RegretRequestInput>().toExtend<Regret.OrderNamedRequest>();
    expectTypeOf<Api.ServiceCancellationInput>().toExtend<Regret.OrderNamedRequest>();
    expectTypeOf<ContactReceipt>().toEqualTypeOf<Api.ContactReceipt>();
    expectTypeOf<Api.ContactMessageInput>().toExtend<ContactMessageRequest>();
  });

  it('the account has the schema’s shapes and its inputs are the buyer’s requests', () => {
    expectTypeOf<Account.User>().toEqualTypeOf<Api.User>();
    expectTypeOf<Account.UserAddress>().toEqualTypeOf<Api.UserAddress>();
    expectTypeOf<Api.CreateUserAddressInput>().toExtend<Account.AddressRequest>();
    expectTypeOf<Api.UpdateMyProfileInput>().toExtend<Account.ProfileUpdateRequest>();
  });

  it('the lift records, the stream and the certificate have the schema’s shapes', () => {
    expectTypeOf<Records.LiftRecords>().toEqualTypeOf<Api.LiftRecords>();
    expectTypeOf<Records.MaxPoint>().toEqualTypeOf<Api.MaxPoint>();
    expectTypeOf<Records.RepMax>().toEqualTypeOf<Api.RepMax>();
    expectTypeOf<LiftDefinition>().toEqualTypeOf<Api.LiftDefinition>();
    expectTypeOf<Api.CreateLiftInput>().toExtend<NewLiftRequest>();
    expectTypeOf<VideoStream>().toEqualTypeOf<Api.VideoStream>();
    expectTypeOf<StreamCookie>().toEqualTypeOf<Api.StreamCookie>();
    expectTypeOf<Certificate>().toEqualTypeOf<Api.Certificate>();
    expectTypeOf<CertificateVerification>().toEqualTypeOf<Api.CertificateVerification>();
  });

  it('the coach’s view of a planning has the schema’s shapes', () => {
    expectTypeOf<Coach.CoachMember>().toEqualTypeOf<Api.CoachMember>();
    expectTypeOf<Coach.CoachPlanningView>().toEqualTypeOf<Api.CoachPlanningView>();
    expectTypeOf<CoachPlanningFigures>().toEqualTypeOf<Api.CoachPlanningSummary>();
    expectTypeOf<Coach.CoachFeedEntry>().toEqualTypeOf<Api.CoachFeedEntry>();
    expectTypeOf<Coach.CoachFeedPage>().toEqualTypeOf<Api.CoachFeedPage>();
    expectTypeOf<Api.ResultRefInput>().toExtend<Coach.ResultRef>();
    // Decision 159: the member's thread with her coach and the unread marks.
    expectTypeOf<Thread.ThreadMessage>().toEqualTypeOf<Api.ThreadMessage>();
    expectTypeOf<Thread.PlanningThread>().toEqualTypeOf<Api.PlanningThread>();
    expectTypeOf<Thread.UnreadMessages>().toEqualTypeOf<Api.UnreadMessages>();
    expectTypeOf<Thread.SellerCoachEmail>().toEqualTypeOf<Api.SellerCoachEmail>();
  });

  it('the order as buyers and the admin read it has the schema’s shape', () => {
    expectTypeOf<Orders.OrderView>().toEqualTypeOf<Api.Order>();
    expectTypeOf<Orders.OrderPaymentView>().toEqualTypeOf<Api.OrderPayment>();
    // Decision 165: the payments and the history in the store's words, the domain's own.
    expectTypeOf<PaymentState>().toEqualTypeOf<Api.PaymentState>();
    expectTypeOf<ChargebackStage>().toEqualTypeOf<Api.ChargebackStage>();
    expectTypeOf<OrderHistoryEntry>().toEqualTypeOf<Api.OrderStatusChange>();
    expectTypeOf<Orders.PaymentRefundView>().toEqualTypeOf<Api.PaymentRefund>();
    expectTypeOf<Orders.OrderRegret>().toEqualTypeOf<Api.OrderRegret>();
    expectTypeOf<Orders.CreateOrderResult>().toEqualTypeOf<Api.CreateOrderResult>();
    expectTypeOf<Orders.SalesReport>().toEqualTypeOf<Api.SalesReport>();
    expectTypeOf<Orders.SellerTotal>().toEqualTypeOf<Api.SellerTotal>();
    expectTypeOf<Api.CreateOrderInput>().toExtend<Orders.CreateOrderRequest>();
    expectTypeOf<Api.RefundOrderInput>().toExtend<Orders.RefundOrderRequest>();
    expectTypeOf<Api.SettleRefundByHandInput>().toExtend<Orders.SettleRefundByHandRequest>();
    expectTypeOf<Api.SalesFilterInput>().toExtend<Orders.SalesFilterRequest>();
  });

  it('invoices and fiscal settings have the schema’s shapes', () => {
    expectTypeOf<Invoices.MyInvoice>().toEqualTypeOf<Api.MyInvoice>();
    expectTypeOf<Invoices.AdminInvoice>().toEqualTypeOf<Api.AdminInvoice>();
    expectTypeOf<Invoices.ArcaNote>().toEqualTypeOf<Api.ArcaNote>();
    expectTypeOf<Invoices.InvoiceStatus>().toEqualTypeOf<Api.InvoiceStatus>();
    expectTypeOf<Invoices.InvoiceDownload>().toEqualTypeOf<Api.InvoiceDownload>();
    expectTypeOf<Invoices.FiscalSettingsView>().toEqualTypeOf<Api.FiscalSettings>();
    expectTypeOf<Api.FiscalSettingsInput>().toExtend<Invoices.FiscalSettingsRequest>();
  });

  it('the course evaluation has the schema’s shapes and its inputs are the requests', () => {
    expectTypeOf<Evaluations.CourseEvaluation>().toEqualTypeOf<Api.CourseEvaluation>();
    expectTypeOf<Evaluations.AdminCourseEvaluation>().toEqualTypeOf<Api.AdminCourseEvaluation>();
    expectTypeOf<Evaluations.EvaluationStatus>().toEqualTypeOf<Api.EvaluationStatus>();
    expectTypeOf<Evaluations.EvaluationSubmission>().toEqualTypeOf<Api.EvaluationSubmission>();
    expectTypeOf<Evaluations.QuizAttemptResult>().toEqualTypeOf<Api.QuizAttemptResult>();
    expectTypeOf<Evaluations.EvaluationVideoUpload>().toEqualTypeOf<Api.EvaluationVideoUpload>();
    expectTypeOf<Evaluations.SubmissionReview>().toEqualTypeOf<Api.SubmissionReview>();
    expectTypeOf<Api.CourseEvaluationInput>().toExtend<Evaluations.CourseEvaluationRequest>();
    expectTypeOf<Api.QuizAnswerInput>().toExtend<Evaluations.QuizAnswerRequest>();
    expectTypeOf<Api.ReviewSubmissionInput>().toExtend<Evaluations.ReviewSubmissionRequest>();
  });

  it('the admin’s item inputs are the catalogue’s requests', () => {
    expectTypeOf<Api.CreateItemInput>().toExtend<NewItemRequest>();
    expectTypeOf<Api.UpdateItemInput>().toExtend<ItemUpdateRequest>();
    expectTypeOf<Api.UpdatePlanningScheduleInput>().toExtend<PlanningScheduleRequest>();
    expectTypeOf<Api.PictureFileInput>().toExtend<PictureFile>();
  });
});
