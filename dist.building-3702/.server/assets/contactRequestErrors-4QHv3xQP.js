import { s as contactRequest_schema_default } from "../renderLanding.js";
import { a as ucs2length, i as today, n as formats } from "./standaloneRuntime-Tcwr6ZWs.js";
import { t as describeErrorsAgainst } from "./describeValidation-BNOAu70v.js";
// schemas/generated/validators/contactRequest.js
var validate = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"$id": "contactRequest",
	"type": "object",
	"additionalProperties": false,
	"required": [
		"name",
		"email",
		"phone",
		"address",
		"country",
		"preferredDate"
	],
	"properties": {
		"name": {
			"type": "string",
			"minLength": 2,
			"maxLength": 120,
			"pattern": "\\S"
		},
		"email": {
			"type": "string",
			"format": "email",
			"maxLength": 254
		},
		"phone": {
			"type": "string",
			"maxLength": 25,
			"pattern": "^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$"
		},
		"address": {
			"type": "string",
			"minLength": 3,
			"maxLength": 300,
			"pattern": "\\S"
		},
		"country": {
			"type": "string",
			"enum": [
				"usa",
				"canada",
				"europa",
				"curacao",
				"peru",
				"colombia"
			]
		},
		"preferredDate": {
			"type": "string",
			"format": "optional-date",
			"notBeforeToday": true
		},
		"message": {
			"type": "string",
			"maxLength": 5e3
		},
		"website": {
			"type": "string",
			"maxLength": 200
		}
	}
};
var func2 = ucs2length;
var func8 = today;
var pattern0 = /* @__PURE__ */ new RegExp("\\S", "u");
var pattern1 = /* @__PURE__ */ new RegExp("^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$", "u");
var formats0 = formats.email;
var formats2 = formats["optional-date"];
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.name === void 0) {
			const err0 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "name" },
				message: "must have required property 'name'"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.email === void 0) {
			const err1 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "email" },
				message: "must have required property 'email'"
			};
			if (vErrors === null) vErrors = [err1];
			else vErrors.push(err1);
			errors++;
		}
		if (data.phone === void 0) {
			const err2 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "phone" },
				message: "must have required property 'phone'"
			};
			if (vErrors === null) vErrors = [err2];
			else vErrors.push(err2);
			errors++;
		}
		if (data.address === void 0) {
			const err3 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "address" },
				message: "must have required property 'address'"
			};
			if (vErrors === null) vErrors = [err3];
			else vErrors.push(err3);
			errors++;
		}
		if (data.country === void 0) {
			const err4 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "country" },
				message: "must have required property 'country'"
			};
			if (vErrors === null) vErrors = [err4];
			else vErrors.push(err4);
			errors++;
		}
		if (data.preferredDate === void 0) {
			const err5 = {
				instancePath,
				schemaPath: "#/required",
				keyword: "required",
				params: { missingProperty: "preferredDate" },
				message: "must have required property 'preferredDate'"
			};
			if (vErrors === null) vErrors = [err5];
			else vErrors.push(err5);
			errors++;
		}
		for (const key0 in data) if (!(key0 === "name" || key0 === "email" || key0 === "phone" || key0 === "address" || key0 === "country" || key0 === "preferredDate" || key0 === "message" || key0 === "website")) {
			const err6 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err6];
			else vErrors.push(err6);
			errors++;
		}
		if (data.name !== void 0) {
			let data0 = data.name;
			if (typeof data0 === "string") {
				if (func2(data0) > 120) {
					const err7 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/maxLength",
						keyword: "maxLength",
						params: { limit: 120 },
						message: "must NOT have more than 120 characters"
					};
					if (vErrors === null) vErrors = [err7];
					else vErrors.push(err7);
					errors++;
				}
				if (func2(data0) < 2) {
					const err8 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/minLength",
						keyword: "minLength",
						params: { limit: 2 },
						message: "must NOT have fewer than 2 characters"
					};
					if (vErrors === null) vErrors = [err8];
					else vErrors.push(err8);
					errors++;
				}
				if (!pattern0.test(data0)) {
					const err9 = {
						instancePath: instancePath + "/name",
						schemaPath: "#/properties/name/pattern",
						keyword: "pattern",
						params: { pattern: "\\S" },
						message: "must match pattern \"\\S\""
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
			} else {
				const err10 = {
					instancePath: instancePath + "/name",
					schemaPath: "#/properties/name/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
		}
		if (data.email !== void 0) {
			let data1 = data.email;
			if (typeof data1 === "string") {
				if (func2(data1) > 254) {
					const err11 = {
						instancePath: instancePath + "/email",
						schemaPath: "#/properties/email/maxLength",
						keyword: "maxLength",
						params: { limit: 254 },
						message: "must NOT have more than 254 characters"
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				if (!formats0.validate(data1)) {
					const err12 = {
						instancePath: instancePath + "/email",
						schemaPath: "#/properties/email/format",
						keyword: "format",
						params: { format: "email" },
						message: "must match format \"email\""
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
			} else {
				const err13 = {
					instancePath: instancePath + "/email",
					schemaPath: "#/properties/email/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
		}
		if (data.phone !== void 0) {
			let data2 = data.phone;
			if (typeof data2 === "string") {
				if (func2(data2) > 25) {
					const err14 = {
						instancePath: instancePath + "/phone",
						schemaPath: "#/properties/phone/maxLength",
						keyword: "maxLength",
						params: { limit: 25 },
						message: "must NOT have more than 25 characters"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				}
				if (!pattern1.test(data2)) {
					const err15 = {
						instancePath: instancePath + "/phone",
						schemaPath: "#/properties/phone/pattern",
						keyword: "pattern",
						params: { pattern: "^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$" },
						message: "must match pattern \"^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$\""
					};
					if (vErrors === null) vErrors = [err15];
					else vErrors.push(err15);
					errors++;
				}
			} else {
				const err16 = {
					instancePath: instancePath + "/phone",
					schemaPath: "#/properties/phone/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
		}
		if (data.address !== void 0) {
			let data3 = data.address;
			if (typeof data3 === "string") {
				if (func2(data3) > 300) {
					const err17 = {
						instancePath: instancePath + "/address",
						schemaPath: "#/properties/address/maxLength",
						keyword: "maxLength",
						params: { limit: 300 },
						message: "must NOT have more than 300 characters"
					};
					if (vErrors === null) vErrors = [err17];
					else vErrors.push(err17);
					errors++;
				}
				if (func2(data3) < 3) {
					const err18 = {
						instancePath: instancePath + "/address",
						schemaPath: "#/properties/address/minLength",
						keyword: "minLength",
						params: { limit: 3 },
						message: "must NOT have fewer than 3 characters"
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				if (!pattern0.test(data3)) {
					const err19 = {
						instancePath: instancePath + "/address",
						schemaPath: "#/properties/address/pattern",
						keyword: "pattern",
						params: { pattern: "\\S" },
						message: "must match pattern \"\\S\""
					};
					if (vErrors === null) vErrors = [err19];
					else vErrors.push(err19);
					errors++;
				}
			} else {
				const err20 = {
					instancePath: instancePath + "/address",
					schemaPath: "#/properties/address/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
		}
		if (data.country !== void 0) {
			let data4 = data.country;
			if (typeof data4 !== "string") {
				const err21 = {
					instancePath: instancePath + "/country",
					schemaPath: "#/properties/country/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
			if (!(data4 === "usa" || data4 === "canada" || data4 === "europa" || data4 === "curacao" || data4 === "peru" || data4 === "colombia")) {
				const err22 = {
					instancePath: instancePath + "/country",
					schemaPath: "#/properties/country/enum",
					keyword: "enum",
					params: { allowedValues: schema11.properties.country.enum },
					message: "must be equal to one of the allowed values"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
		}
		if (data.preferredDate !== void 0) {
			let data5 = data.preferredDate;
			if (typeof data5 === "string") {
				if (!formats2.validate(data5)) {
					const err23 = {
						instancePath: instancePath + "/preferredDate",
						schemaPath: "#/properties/preferredDate/format",
						keyword: "format",
						params: { format: "optional-date" },
						message: "must match format \"optional-date\""
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				if (data5 !== "" && /^\d{4}-\d{2}-\d{2}$/.test(data5) && data5 < func8(this)) {
					const err24 = {
						instancePath: instancePath + "/preferredDate",
						schemaPath: "#/properties/preferredDate/notBeforeToday",
						keyword: "notBeforeToday",
						params: {},
						message: "must pass \"notBeforeToday\" keyword validation"
					};
					if (vErrors === null) vErrors = [err24];
					else vErrors.push(err24);
					errors++;
				}
			} else {
				const err25 = {
					instancePath: instancePath + "/preferredDate",
					schemaPath: "#/properties/preferredDate/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
		}
		if (data.message !== void 0) {
			let data6 = data.message;
			if (typeof data6 === "string") {
				if (func2(data6) > 5e3) {
					const err26 = {
						instancePath: instancePath + "/message",
						schemaPath: "#/properties/message/maxLength",
						keyword: "maxLength",
						params: { limit: 5e3 },
						message: "must NOT have more than 5000 characters"
					};
					if (vErrors === null) vErrors = [err26];
					else vErrors.push(err26);
					errors++;
				}
			} else {
				const err27 = {
					instancePath: instancePath + "/message",
					schemaPath: "#/properties/message/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
		}
		if (data.website !== void 0) {
			let data7 = data.website;
			if (typeof data7 === "string") {
				if (func2(data7) > 200) {
					const err28 = {
						instancePath: instancePath + "/website",
						schemaPath: "#/properties/website/maxLength",
						keyword: "maxLength",
						params: { limit: 200 },
						message: "must NOT have more than 200 characters"
					};
					if (vErrors === null) vErrors = [err28];
					else vErrors.push(err28);
					errors++;
				}
			} else {
				const err29 = {
					instancePath: instancePath + "/website",
					schemaPath: "#/properties/website/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
		}
	} else {
		const err30 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err30];
		else vErrors.push(err30);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
// frontend/forms/contactRequestErrors.ts
/**
* The server's check of a contact request, in the browser: the schema's validator compiled ahead of
* time by `npm run gen` (no code compiled in the page) and the server's wording (describeErrors).
* One Spanish message per field; {} when valid. `now` is the clock of the date rule.
*/
function contactRequestErrors(data, now = () => /* @__PURE__ */ new Date()) {
	if (validate.call({ now }, data)) return {};
	return Object.fromEntries(describeErrorsAgainst(contactRequest_schema_default, validate.errors).map((error) => [error.path, error.message]));
}
export { contactRequestErrors };
