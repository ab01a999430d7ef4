import { c as BUSINESS_NAME, f as todayInBusinessZone, m as useToast, p as Modal, r as ApiError } from "../renderLanding.js";
import { c as INTERVIEW_TEMPLATE_KEY, d as interviewTemplateKey, f as stepDataOf, i as INTERVIEW_STEP_KEYS, l as interviewApi, o as INTERVIEW_TEXTS, r as INTERVIEW_STEP_COUNT, s as INTERVIEWS_KEY, t as regionLabel, u as interviewKey } from "./regionLabel-DIQGBrSQ.js";
import { _ as NoteAutosaver, i as resolveInterview, n as RatingBadge, r as interviewMachine, v as noteAutosaverFor } from "./AdminPage-BKDGU5H_.js";
import "./rjsf-DtBVX07A.js";
import { n as SUMMARY_KEY } from "./queryKeys-DhWXmTtl.js";
import { r as errorMessage, t as TEXTS } from "./texts-BiniizUB.js";
import { n as TemplateForm } from "./createAjv-CaVRL1Yl.js";
import { c as spanishDate } from "./caseCheck-CYWteRRQ.js";
import { a as PAGE_LABEL, c as STYLES, i as slugify, n as loadPdfMake, o as COLORS, r as saveBlob, s as FIELD_TABLE_LAYOUT } from "./casePdf-HWlwFmaI.js";
import { t as describeErrorsAgainst } from "./describeValidation-BNOAu70v.js";
import { n as loadServedValidator } from "./servedValidator-zLLoJFii.js";
import { s as browserOffline } from "./formatDate-ByEWfN6t.js";
import "./caseDetails-BsVFBS4Q.js";
import { useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
// engine/pdf/buildInterviewDocument.ts
var heading = (text) => ({
	text,
	style: "sectionTitle",
	margin: [
		0,
		12,
		0,
		3
	]
});
var bullets = (lines) => lines.length ? { ul: [...lines] } : {
	text: "Ninguno",
	style: "empty"
};
/**
* The interview summary as a pdfmake document: score, rating, executive summary, strengths and risks,
* what would raise the rating, and the whole ledger that explains the score. Pure: the same result and
* meta give the same document.
*/
function buildInterviewDocument(result, meta) {
	const row = (label, value) => [{
		text: label,
		style: "metaLabel"
	}, { text: value || "—" }];
	const ratingRows = result.rating !== result.computedRating ? [
		row("Calificación del consultor", result.rating),
		row("Calificación calculada", result.computedRating),
		row("Motivo del cambio", `${result.overrideReason ?? ""}${result.overriddenBy ? ` (${result.overriddenBy})` : ""}`)
	] : [row("Calificación", result.rating)];
	const raise = result.toNextRating ? [{ text: `Para llegar a «${result.toNextRating.rating}» faltan ${result.toNextRating.pointsNeeded} puntos:` }, bullets(result.toNextRating.suggestions.map((s) => s.line))] : { text: "Ya tiene la calificación más alta." };
	const ledger = { stack: result.ledger.map((entry, index) => ({
		text: `${index + 1}. ${entry.line}`,
		margin: [
			0,
			0,
			0,
			2
		],
		color: entry.points < entry.possible ? COLORS.warning : COLORS.text
	})) };
	return {
		pageSize: "LETTER",
		pageMargins: [
			40,
			48,
			40,
			44
		],
		info: {
			title: `Resumen de entrevista: ${meta.clientName} (${meta.regionLabel})`,
			author: meta.businessName,
			subject: "Resumen ejecutivo de la entrevista de evaluación",
			creator: meta.businessName,
			producer: meta.businessName,
			creationDate: meta.date
		},
		language: "es-DO",
		footer: (page, pages) => ({
			text: PAGE_LABEL(page, pages),
			style: "pageFooter",
			margin: [
				40,
				16,
				40,
				0
			]
		}),
		content: [
			{
				text: meta.businessName,
				style: "businessName"
			},
			{
				text: "Resumen de la entrevista de evaluación",
				style: "documentTitle"
			},
			{
				table: {
					widths: [140, "*"],
					body: [
						row("Cliente", meta.clientName),
						row("Destino", meta.regionLabel),
						row("Fecha", spanishDate(todayInBusinessZone(meta.date))),
						row("Puntuación", `${result.score} de ${result.maxScore} puntos`),
						...ratingRows,
						row("Visa recomendada", result.executiveSummary.recommendedVisa || "N/A"),
						row("Nivel de elegibilidad", result.executiveSummary.eligibilityLevel || "N/A"),
						row("Reglas", `versión ${result.rulesVersion} (${result.rulesFingerprint.slice(0, 12)})`)
					]
				},
				layout: FIELD_TABLE_LAYOUT,
				margin: [
					0,
					0,
					0,
					8
				]
			},
			heading("Resumen ejecutivo"),
			{ text: result.executiveSummary.text },
			heading("Fortalezas"),
			bullets(result.strengths),
			heading("Riesgos"),
			bullets(result.risks),
			heading("Qué subiría la calificación"),
			raise,
			heading("Cómo se calculó"),
			ledger
		],
		styles: STYLES,
		defaultStyle: {
			font: "Roboto",
			fontSize: 9.5,
			color: COLORS.text,
			lineHeight: 1.15
		}
	};
}
/** 'entrevista-maria-perez-estados-unidos.pdf'. */
function interviewFileName(clientName, regionLabel) {
	return `${[
		"entrevista",
		slugify(clientName).slice(0, 60),
		slugify(regionLabel).slice(0, 40)
	].filter(Boolean).join("-").replace(/-+$/, "")}.pdf`;
}
// frontend/admin/interviews/interviewPdf.ts
/** Builds the interview summary's PDF (pdfmake loaded on demand, as for cases) and saves it; resolves to its name. */
async function downloadInterviewPdf({ clientName, regionLabel, result, date }) {
	const blob = await (await loadPdfMake()).createPdf(buildInterviewDocument(result, {
		businessName: BUSINESS_NAME,
		clientName,
		regionLabel,
		date
	})).getBlob();
	const fileName = interviewFileName(clientName, regionLabel);
	saveBlob(blob, fileName);
	return fileName;
}
// frontend/admin/interviews/InterviewSummaryView.tsx
var S = INTERVIEW_TEXTS.summary;
/** The finished interview: score, rating, executive summary, the ledger that explains it, and what would raise it. */
function InterviewSummaryView({ interview, template, result, onResult, onReopen }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const [rating, setRating] = useState(result?.rating ?? template.rules.ratings[0]?.name ?? "");
	const [reason, setReason] = useState("");
	const [reasonError, setReasonError] = useState("");
	const [busy, setBusy] = useState(null);
	const summary = result?.executiveSummary ?? interview.executiveSummary;
	const shownRating = result?.rating ?? interview.rating ?? "";
	const saveRating = async (event) => {
		event.preventDefault();
		if (busy) return;
		if (!reason.trim()) {
			setReasonError(S.overrideReasonMissing);
			return;
		}
		setReasonError("");
		setBusy("rating");
		try {
			onResult((await interviewApi.rate(interview.id, rating, reason.trim())).result);
			setReason("");
			toast({ title: S.overrideSaved });
			queryClient.invalidateQueries({
				queryKey: INTERVIEWS_KEY,
				exact: true
			});
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 401)) toast({
				title: S.overrideError,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
		} finally {
			setBusy(null);
		}
	};
	const downloadPdf = async () => {
		if (busy || !result) return;
		setBusy("pdf");
		try {
			await downloadInterviewPdf({
				clientName: interview.clientName,
				regionLabel: regionLabel(interview.country),
				result,
				date: /* @__PURE__ */ new Date()
			});
		} catch {
			toast({
				title: S.pdfError,
				variant: "destructive"
			});
		} finally {
			setBusy(null);
		}
	};
	const reopen = async () => {
		if (busy) return;
		setBusy("reopen");
		try {
			await onReopen();
		} catch (error) {
			toast({
				title: S.reopenError,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
		} finally {
			setBusy(null);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "interview-summary",
		"data-testid": "interview-summary",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "interview-summary-head",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "interview-step-heading",
						children: S.title
					}),
					shownRating && /* @__PURE__ */ jsx(RatingBadge, { rating: shownRating }),
					result && /* @__PURE__ */ jsxs("p", {
						className: "interview-score",
						children: [/* @__PURE__ */ jsxs("span", {
							className: "is-sr-only",
							children: [S.scoreLabel, ": "]
						}), S.score(result.score, result.maxScore)]
					})
				]
			}),
			result && result.rating !== result.computedRating && /* @__PURE__ */ jsxs("p", {
				className: "interview-override-note",
				children: [
					S.computed(result.computedRating),
					". ",
					S.overriddenBy(result.overriddenBy ?? "", result.overrideReason ?? "")
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "interview-summary-text",
				children: summary?.text
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "detail-list",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "detail",
					children: [/* @__PURE__ */ jsx("dt", { children: INTERVIEW_TEXTS.recommendedVisa }), /* @__PURE__ */ jsx("dd", { children: summary?.recommendedVisa || INTERVIEW_TEXTS.notAvailable })]
				}), /* @__PURE__ */ jsxs("div", {
					className: "detail",
					children: [/* @__PURE__ */ jsx("dt", { children: INTERVIEW_TEXTS.eligibilityLevel }), /* @__PURE__ */ jsx("dd", { children: summary?.eligibilityLevel || INTERVIEW_TEXTS.notAvailable })]
				})]
			}),
			!result ? /* @__PURE__ */ jsx("p", {
				className: "list-state",
				children: S.noResult
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs("div", {
					className: "interview-findings",
					children: [/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h4", { children: S.strengths }), result.strengths.length ? /* @__PURE__ */ jsx("ul", { children: result.strengths.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line)) }) : /* @__PURE__ */ jsx("p", {
						className: "is-muted",
						children: S.none
					})] }), /* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h4", { children: S.risks }), result.risks.length ? /* @__PURE__ */ jsx("ul", { children: result.risks.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line)) }) : /* @__PURE__ */ jsx("p", {
						className: "is-muted",
						children: S.none
					})] })]
				}),
				/* @__PURE__ */ jsx("section", {
					className: "interview-raise",
					children: result.toNextRating ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("h4", { children: S.toNext(result.toNextRating.rating, result.toNextRating.pointsNeeded) }), /* @__PURE__ */ jsx("ul", { children: result.toNextRating.suggestions.map((s) => /* @__PURE__ */ jsx("li", { children: s.line }, `${s.step}.${s.field}`)) })] }) : /* @__PURE__ */ jsx("p", { children: S.top })
				}),
				/* @__PURE__ */ jsxs("details", {
					className: "interview-ledger",
					children: [/* @__PURE__ */ jsx("summary", { children: S.ledger }), /* @__PURE__ */ jsx("ol", { children: result.ledger.map((entry) => /* @__PURE__ */ jsx("li", {
						className: entry.points < entry.possible ? "is-short" : void 0,
						children: entry.line
					}, `${entry.step}.${entry.field}`)) })]
				}),
				/* @__PURE__ */ jsxs("form", {
					className: "interview-override",
					onSubmit: saveRating,
					noValidate: true,
					children: [
						/* @__PURE__ */ jsx("h4", { children: S.override }),
						/* @__PURE__ */ jsxs("div", {
							className: "field",
							children: [/* @__PURE__ */ jsx("label", {
								className: "label",
								htmlFor: "interview-override-rating",
								children: S.overrideRating
							}), /* @__PURE__ */ jsx("div", {
								className: "select",
								children: /* @__PURE__ */ jsx("select", {
									id: "interview-override-rating",
									value: rating,
									onChange: (e) => setRating(e.target.value),
									children: template.rules.ratings.map((r) => /* @__PURE__ */ jsx("option", {
										value: r.name,
										children: r.name
									}, r.name))
								})
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "field",
							children: [
								/* @__PURE__ */ jsx("label", {
									className: "label",
									htmlFor: "interview-override-reason",
									children: S.overrideReason
								}),
								/* @__PURE__ */ jsx("textarea", {
									id: "interview-override-reason",
									className: `textarea${reasonError ? " is-danger" : ""}`,
									rows: 2,
									maxLength: 1e3,
									value: reason,
									"aria-invalid": reasonError ? true : void 0,
									"aria-describedby": reasonError ? "interview-override-error" : void 0,
									onChange: (e) => setReason(e.target.value)
								}),
								reasonError && /* @__PURE__ */ jsx("p", {
									id: "interview-override-error",
									className: "help is-danger",
									children: reasonError
								})
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "button is-small is-primary",
							"aria-disabled": busy !== null || void 0,
							children: S.overrideSave
						})
					]
				})
			] }),
			/* @__PURE__ */ jsxs("footer", {
				className: "interview-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-light",
					"aria-disabled": busy !== null || void 0,
					onClick: () => void reopen(),
					children: S.reopen
				}), result && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-gold",
					"aria-disabled": busy !== null || void 0,
					onClick: () => void downloadPdf(),
					children: busy === "pdf" ? S.pdfWorking : S.pdf
				})]
			})
		]
	});
}
// frontend/admin/interviews/NoteField.tsx
var stateText = (state) => {
	switch (state.state) {
		case "retrying": return INTERVIEW_TEXTS.noteState.retrying(Math.round(state.retryInMs / 1e3));
		case "failed": return INTERVIEW_TEXTS.noteState.failed(state.message);
		default: return INTERVIEW_TEXTS.noteState[state.state];
	}
};
/** The consultant's note of the step, saved a second after typing stops; its save state beside it. */
function NoteField({ id, value, state, disabled, onChange }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "field interview-note",
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "label",
				htmlFor: id,
				children: INTERVIEW_TEXTS.note
			}),
			/* @__PURE__ */ jsx("div", {
				className: "control",
				children: /* @__PURE__ */ jsx("textarea", {
					id,
					className: "textarea",
					rows: 3,
					maxLength: 5e3,
					value,
					disabled,
					onChange: (e) => onChange(e.target.value)
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: `help interview-note-state is-${state.state}`,
				role: "status",
				"data-state": state.state,
				children: stateText(state)
			})
		]
	});
}
// frontend/admin/interviews/StepNav.tsx
/** The seven step buttons (free navigation) and the progress bar. */
function StepNav({ steps, current, disabled, onSelect }) {
	const list = useRef(null);
	useLayoutEffect(() => {
		const row = list.current;
		const active = row?.querySelector("[aria-current=\"step\"]");
		if (!row || !active || row.scrollWidth <= row.clientWidth) return;
		const rowBox = row.getBoundingClientRect();
		const box = active.getBoundingClientRect();
		row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
	}, [current]);
	return /* @__PURE__ */ jsxs("div", {
		className: "interview-steps",
		children: [
			/* @__PURE__ */ jsx("nav", {
				"aria-label": INTERVIEW_TEXTS.steps,
				children: /* @__PURE__ */ jsx("ol", {
					className: "interview-step-list",
					ref: list,
					children: steps.map((step) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: `button is-small ${step.number === current ? "is-current" : "is-white"}`,
						"aria-current": step.number === current ? "step" : void 0,
						"aria-disabled": disabled || void 0,
						onClick: () => !disabled && step.number !== current && onSelect(step.number),
						children: [/* @__PURE__ */ jsx("span", {
							className: "interview-step-number",
							children: step.number
						}), /* @__PURE__ */ jsx("span", {
							className: "interview-step-title",
							children: step.title
						})]
					}) }, step.key))
				})
			}),
			/* @__PURE__ */ jsx("progress", {
				className: "progress is-small interview-progress",
				value: current,
				max: steps.length,
				"aria-label": INTERVIEW_TEXTS.progress
			}),
			/* @__PURE__ */ jsx("p", {
				className: "interview-step-of",
				children: INTERVIEW_TEXTS.stepOf(current, steps.length)
			})
		]
	});
}
// schemas/generated/validators/interview/index.ts
/** Each interview step's precompiled validator, by `<stepKey>@<template version>`, loaded on demand. */
var interviewValidatorModules = {
	"presentacion@1": () => import("./1-presentacion.v1-FF7zT4MJ.js"),
	"vinculos@1": () => import("./2-vinculos.v1-B0RN99OW.js"),
	"solvencia@1": () => import("./3-solvencia.v1-CBhqYIPE.js"),
	"historial@1": () => import("./4-historial.v1-MT80UoG-.js"),
	"plan@1": () => import("./5-plan.v1-Dw-ghTeA.js"),
	"sponsor@1": () => import("./6-sponsor.v1-Cb8llLd5.js"),
	"coherencia@1": () => import("./7-coherencia.v1-BALVCI16.js")
};
// frontend/admin/interviews/stepValidator.ts
/** Where the server serves a step's validator of a version the build does not bundle (backend/interviews/routes.ts). */
var servedStepValidatorUrl = (templateVersion, stepKey) => `/api/interview-template/${templateVersion}/steps/${encodeURIComponent(stepKey)}/validator.js`;
/**
* Checks a step's answers in the browser with the server's own schema (precompiled, no `eval`), the
* interview's region filled in as the server fills it: the module bundled for the interview's template
* version, or for a version published after the build the same code compiled by the server. Resolves to
* the errors, none when valid; a validator that fails to load leaves the check to the server.
*/
async function checkStep(step, templateVersion, region, data) {
	const stepKey = step.key;
	const bundled = interviewValidatorModules[`${stepKey}@${templateVersion}`];
	let validate;
	try {
		({validate} = await (bundled ? bundled() : loadServedValidator(servedStepValidatorUrl(templateVersion, stepKey), `el paso «${stepKey}» de la versión ${templateVersion}`)));
	} catch {
		return [];
	}
	return validate({
		...data,
		region
	}) ? [] : describeErrorsAgainst(step.schema, validate.errors);
}
// frontend/admin/interviews/InterviewEditor.tsx
var SAMPLE_FINALIZE = {
	type: "FINALIZE",
	executiveSummary: {
		text: "-",
		recommendedVisa: "-",
		eligibilityLevel: "-"
	},
	rating: "-"
};
/**
* The seven steps of an interview in progress, then its summary. The interview machine (shared with the
* server) holds the step, the notes and the status, and decides what is offered; each step's answers are
* checked with the step's schema before they are saved.
*/
function InterviewEditor({ interview, template, notes }) {
	const queryClient = useQueryClient();
	const { toast } = useToast();
	const { saver } = notes;
	const [snapshot, send] = useMachine(interviewMachine, { snapshot: resolveInterview({
		status: interview.status,
		currentStep: interview.currentStep,
		notes: interview.consultantNotes,
		executiveSummary: interview.executiveSummary,
		rating: interview.rating
	}) });
	const current = snapshot.context.currentStep;
	const step = template.steps[current - 1];
	const [answers, setAnswers] = useState(() => Object.fromEntries(template.steps.map((s) => [s.key, { ...stepDataOf(interview, s.number) ?? {} }])));
	const [dirty, setDirty] = useState(() => /* @__PURE__ */ new Set());
	const [noteText, setNoteText] = useState(() => Object.fromEntries(INTERVIEW_STEP_KEYS.map((key) => [key, saver.unsaved(key) ?? interview.consultantNotes?.[key] ?? ""])));
	const [errors, setErrors] = useState([]);
	const [busy, setBusy] = useState(null);
	const [result, setResult] = useState(interview.results[0] ?? null);
	const region = interview.country;
	const refreshLists = () => Promise.all([INTERVIEWS_KEY, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({
		queryKey,
		exact: true
	})));
	const onChange = useCallback((data) => {
		const { region: _region, ...rest } = data ?? {};
		setAnswers((all) => ({
			...all,
			[step.key]: rest
		}));
		setDirty((keys) => keys.has(step.key) ? keys : new Set(keys).add(step.key));
	}, [step.key]);
	const formData = useMemo(() => ({
		...answers[step.key],
		region
	}), [
		answers,
		step.key,
		region
	]);
	/** Checks and saves the shown step's answers when they changed; false when they must be corrected first. */
	const saveShownStep = async (force = false) => {
		if (!force && !dirty.has(step.key)) return true;
		const found = await checkStep(step, interview.templateVersion, region, answers[step.key]);
		setErrors(found);
		if (found.length) {
			toast({
				title: INTERVIEW_TEXTS.stepSaveError,
				description: INTERVIEW_TEXTS.stepInvalid,
				variant: "destructive"
			});
			return false;
		}
		try {
			await interviewApi.saveStep(interview.id, {
				stepKey: step.key,
				data: answers[step.key]
			});
		} catch (error) {
			if (error instanceof ApiError && error.status === 400 && error.payload?.details?.length) setErrors(error.payload.details);
			toast({
				title: INTERVIEW_TEXTS.stepSaveError,
				description: errorMessage(error, TEXTS.errors.network),
				variant: "destructive"
			});
			return false;
		}
		setDirty((keys) => {
			const next = new Set(keys);
			next.delete(step.key);
			return next;
		});
		refreshLists();
		return true;
	};
	const goTo = async (target) => {
		if (busy || target < 1 || target > INTERVIEW_STEP_COUNT) return;
		setBusy("saving");
		try {
			if (!await saveShownStep()) return;
			await saver.flush();
			send({
				type: "GO_TO_STEP",
				step: target
			});
			setErrors([]);
			interviewApi.saveStep(interview.id, { stepKey: INTERVIEW_STEP_KEYS[target - 1] }).then(refreshLists, () => void 0);
		} finally {
			setBusy(null);
		}
	};
	const finalize = async () => {
		if (busy) return;
		setBusy("finalizing");
		try {
			if (!await saveShownStep(true)) return;
			await saver.flush();
			const done = await interviewApi.complete(interview.id, region);
			send({
				type: "FINALIZE",
				executiveSummary: done.executiveSummary ?? done.result.executiveSummary,
				rating: done.rating ?? done.result.rating
			});
			setResult(done.result);
			toast({ title: INTERVIEW_TEXTS.finalized });
			refreshLists();
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 401)) toast({
				...INTERVIEW_TEXTS.finalizeError,
				variant: "destructive"
			});
		} finally {
			setBusy(null);
		}
	};
	const reopen = async () => {
		await interviewApi.reopen(interview.id);
		send({ type: "REOPEN" });
		refreshLists();
	};
	const onNote = (text) => {
		setNoteText((all) => ({
			...all,
			[step.key]: text
		}));
		saver.type(step.key, text);
	};
	if (snapshot.matches("completed")) return /* @__PURE__ */ jsx(InterviewSummaryView, {
		interview,
		template,
		result,
		onResult: setResult,
		onReopen: reopen
	});
	const canFinalize = snapshot.can(SAMPLE_FINALIZE);
	return /* @__PURE__ */ jsxs("div", {
		className: "interview-editor",
		children: [
			/* @__PURE__ */ jsx(StepNav, {
				steps: template.steps,
				current,
				disabled: busy !== null,
				onSelect: (n) => void goTo(n)
			}),
			/* @__PURE__ */ jsxs("section", {
				className: "interview-step",
				"aria-labelledby": "interview-step-title",
				children: [
					/* @__PURE__ */ jsxs("h3", {
						id: "interview-step-title",
						className: "interview-step-heading",
						children: [
							step.number,
							". ",
							step.title
						]
					}),
					/* @__PURE__ */ jsx(TemplateForm, {
						schema: step.schema,
						uiSchema: step.uiSchema,
						formData,
						onChange,
						errors,
						idPrefix: `interview_${step.key}`
					}, step.key),
					/* @__PURE__ */ jsx(NoteField, {
						id: `interview-note-${step.key}`,
						value: noteText[step.key] ?? "",
						state: notes.state,
						onChange: onNote
					})
				]
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: "interview-actions",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-light",
					"aria-disabled": busy !== null || current === 1 || void 0,
					onClick: () => current > 1 && void goTo(current - 1),
					children: INTERVIEW_TEXTS.previous
				}), current < INTERVIEW_STEP_COUNT ? /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-primary",
					"aria-disabled": busy !== null || void 0,
					onClick: () => void goTo(current + 1),
					children: INTERVIEW_TEXTS.next
				}) : canFinalize && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button is-gold",
					"aria-disabled": busy !== null || void 0,
					onClick: () => void finalize(),
					children: busy === "finalizing" ? INTERVIEW_TEXTS.finalizing : INTERVIEW_TEXTS.finalize
				})]
			})
		]
	});
}
// frontend/admin/interviews/useInterviewNotes.ts
/**
* The saver of one interview, wired to the page: what is typed is kept when the page is hidden or closed,
* and the state redrawn when the connection comes or goes. The panel's useQueueSender sends the queue
* and refreshes the interviews as notes land.
*/
function createSaver(interviewId) {
	const { queue, drafts } = browserOffline();
	const saver = new NoteAutosaver({
		interviewId,
		queue,
		drafts,
		stepKeys: INTERVIEW_STEP_KEYS
	});
	window.addEventListener("pagehide", () => saver.keepTyped());
	document.addEventListener("visibilitychange", () => {
		if (document.visibilityState !== "hidden") return;
		saver.keepTyped();
		saver.flush();
	});
	window.addEventListener("online", saver.refresh);
	window.addEventListener("offline", saver.refresh);
	return saver;
}
/** The interview's note autosaver (shared with any later opening of the dialog) and its state. */
function useInterviewNotes(interviewId) {
	const [saver] = useState(() => noteAutosaverFor(interviewId, () => createSaver(interviewId)));
	return {
		saver,
		state: useSyncExternalStore(saver.subscribe, saver.getState),
		flush: () => saver.flush()
	};
}
// frontend/admin/interviews/InterviewDialog.tsx
/**
* The interview dialog: the seven steps while in progress, the executive summary once finalized.
* Opening it always reads the interview afresh; closing it sends any note still waiting for its pause.
*/
function InterviewDialog({ id, onClose }) {
	const queryClient = useQueryClient();
	const detail = useQuery({
		queryKey: interviewKey(id),
		queryFn: ({ signal }) => interviewApi.get(id, signal),
		refetchOnMount: "always",
		gcTime: 0
	});
	const latest = useQuery({
		queryKey: INTERVIEW_TEMPLATE_KEY,
		queryFn: ({ signal }) => interviewApi.template(signal)
	});
	const notes = useInterviewNotes(id);
	const close = () => {
		notes.flush();
		queryClient.invalidateQueries({
			queryKey: INTERVIEWS_KEY,
			exact: true
		});
		onClose();
	};
	const [loaded, setLoaded] = useState(null);
	if (!loaded && detail.isFetchedAfterMount && detail.isSuccess && !detail.isFetching) setLoaded(detail.data);
	const own = loaded && latest.data && (loaded.templateVersion !== latest.data.version || (loaded.rulesVersion ?? latest.data.rules.version) !== latest.data.rules.version) ? {
		version: loaded.templateVersion,
		rulesVersion: loaded.rulesVersion
	} : null;
	const versioned = useQuery({
		queryKey: interviewTemplateKey(own?.version ?? 0, own?.rulesVersion ?? null),
		queryFn: ({ signal }) => interviewApi.template(signal, own),
		enabled: own !== null,
		staleTime: Infinity
	});
	const template = own ? versioned : latest;
	const fetching = detail.isFetching || template.isFetching;
	const failed = !loaded && !fetching && (detail.isError || template.isError && !template.data);
	return /* @__PURE__ */ jsx(Modal, {
		open: true,
		onClose: close,
		title: loaded ? INTERVIEW_TEXTS.dialogTitle(loaded.clientName) : INTERVIEW_TEXTS.interviewButton,
		size: "large",
		className: "interview-dialog",
		closeOnBackdrop: false,
		children: failed ? /* @__PURE__ */ jsxs("div", {
			className: "list-state is-error",
			role: "alert",
			children: [/* @__PURE__ */ jsx("p", { children: INTERVIEW_TEXTS.loadError }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button is-small is-light",
				onClick: () => {
					if (detail.isError) detail.refetch();
					if (template.isError) template.refetch();
				},
				children: INTERVIEW_TEXTS.retry
			})]
		}) : loaded && template.data ? /* @__PURE__ */ jsx(InterviewEditor, {
			interview: loaded,
			template: template.data,
			notes
		}) : /* @__PURE__ */ jsx("p", {
			className: "list-state",
			role: "status",
			children: INTERVIEW_TEXTS.loading
		})
	});
}
export { InterviewDialog as default };
