import { ActivityEntry } from './ActivityEntry.ts';
import { CarouselImage } from './CarouselImage.ts';
import { Client } from './Client.ts';
import { Consultation } from './Consultation.ts';
import { ConsultationDetails } from './ConsultationDetails.ts';
import { ConsultationImage } from './ConsultationImage.ts';
import { Contact } from './Contact.ts';
import { Evaluation } from './Evaluation.ts';
import { IdempotencyRecord } from './IdempotencyRecord.ts';
import { Interview } from './Interview.ts';
import { InterviewResult } from './InterviewResult.ts';
import { OutboxMessage } from './OutboxMessage.ts';
import { Passkey } from './Passkey.ts';
import { RateLimitCounter } from './RateLimitCounter.ts';
import { RecoveryCode } from './RecoveryCode.ts';
import { Result } from './Result.ts';
import { Session } from './Session.ts';
import { SignInChallenge } from './SignInChallenge.ts';
import { StaffSettings } from './StaffSettings.ts';
import { StageChange } from './StageChange.ts';
import { Task } from './Task.ts';
import { TemplateAudit } from './TemplateAudit.ts';
import { TemplateCatalogState } from './TemplateCatalogState.ts';
import { TemplateDraft } from './TemplateDraft.ts';
import { TemplateVersion } from './TemplateVersion.ts';
import { User } from './User.ts';
import { VisaForm } from './VisaForm.ts';
import { WebauthnChallenge } from './WebauthnChallenge.ts';

export {
  ActivityEntry,
  CarouselImage,
  Client,
  Consultation,
  ConsultationDetails,
  ConsultationImage,
  Contact,
  Evaluation,
  IdempotencyRecord,
  Interview,
  InterviewResult,
  OutboxMessage,
  Passkey,
  RateLimitCounter,
  RecoveryCode,
  Result,
  Session,
  SignInChallenge,
  StaffSettings,
  StageChange,
  Task,
  TemplateAudit,
  TemplateCatalogState,
  TemplateDraft,
  TemplateVersion,
  User,
  VisaForm,
  WebauthnChallenge,
};

export const entities = [
  User,
  Session,
  Contact,
  Client,
  Consultation,
  Result,
  CarouselImage,
  Evaluation,
  Interview,
  InterviewResult,
  VisaForm,
  ConsultationImage,
  ConsultationDetails,
  StageChange,
  OutboxMessage,
  IdempotencyRecord,
  RateLimitCounter,
  Task,
  TemplateVersion,
  TemplateDraft,
  TemplateAudit,
  TemplateCatalogState,
  RecoveryCode,
  SignInChallenge,
  ActivityEntry,
  StaffSettings,
  Passkey,
  WebauthnChallenge,
];
