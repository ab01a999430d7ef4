import { n as formats } from "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/5-plan.v1.js
var validate = validate10;
var _5_plan_v1_default = validate10;
var formats0 = formats.date;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) if (!(key0 === "region" || key0 === "itinerario" || key0 === "seguro" || key0 === "pasaporteVence")) {
			const err0 = {
				instancePath,
				schemaPath: "#/additionalProperties",
				keyword: "additionalProperties",
				params: { additionalProperty: key0 },
				message: "must NOT have additional properties"
			};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		}
		if (data.region !== void 0) {
			let data0 = data.region;
			if (typeof data0 !== "string") {
				const err1 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
			const _errs4 = errors;
			let valid1 = false;
			let passing0 = null;
			const _errs5 = errors;
			if ("usa" !== data0) {
				const err2 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err2];
				else vErrors.push(err2);
				errors++;
			}
			var _valid0 = _errs5 === errors;
			if (_valid0) {
				valid1 = true;
				passing0 = 0;
			}
			const _errs6 = errors;
			if ("canada" !== data0) {
				const err3 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err3];
				else vErrors.push(err3);
				errors++;
			}
			var _valid0 = _errs6 === errors;
			if (_valid0 && valid1) {
				valid1 = false;
				passing0 = [passing0, 1];
			} else {
				if (_valid0) {
					valid1 = true;
					passing0 = 1;
				}
				const _errs7 = errors;
				if ("europa" !== data0) {
					const err4 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				var _valid0 = _errs7 === errors;
				if (_valid0 && valid1) {
					valid1 = false;
					passing0 = [passing0, 2];
				} else if (_valid0) {
					valid1 = true;
					passing0 = 2;
				}
			}
			if (!valid1) {
				const err5 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing0 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err5];
				else vErrors.push(err5);
				errors++;
			} else {
				errors = _errs4;
				if (vErrors !== null) {
					if (_errs4) vErrors.length = _errs4;
					else vErrors = null;
				}
			}
		}
		if (data.itinerario !== void 0) {
			let data1 = data.itinerario;
			if (typeof data1 !== "string") {
				const err6 = {
					instancePath: instancePath + "/itinerario",
					schemaPath: "#/properties/itinerario/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err6];
				else vErrors.push(err6);
				errors++;
			}
			const _errs10 = errors;
			let valid2 = false;
			let passing1 = null;
			const _errs11 = errors;
			if ("detallado" !== data1) {
				const err7 = {
					instancePath: instancePath + "/itinerario",
					schemaPath: "#/properties/itinerario/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "detallado" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err7];
				else vErrors.push(err7);
				errors++;
			}
			var _valid1 = _errs11 === errors;
			if (_valid1) {
				valid2 = true;
				passing1 = 0;
			}
			const _errs12 = errors;
			if ("general" !== data1) {
				const err8 = {
					instancePath: instancePath + "/itinerario",
					schemaPath: "#/properties/itinerario/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "general" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			var _valid1 = _errs12 === errors;
			if (_valid1 && valid2) {
				valid2 = false;
				passing1 = [passing1, 1];
			} else {
				if (_valid1) {
					valid2 = true;
					passing1 = 1;
				}
				const _errs13 = errors;
				if ("sin-definir" !== data1) {
					const err9 = {
						instancePath: instancePath + "/itinerario",
						schemaPath: "#/properties/itinerario/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "sin-definir" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err9];
					else vErrors.push(err9);
					errors++;
				}
				var _valid1 = _errs13 === errors;
				if (_valid1 && valid2) {
					valid2 = false;
					passing1 = [passing1, 2];
				} else if (_valid1) {
					valid2 = true;
					passing1 = 2;
				}
			}
			if (!valid2) {
				const err10 = {
					instancePath: instancePath + "/itinerario",
					schemaPath: "#/properties/itinerario/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			} else {
				errors = _errs10;
				if (vErrors !== null) {
					if (_errs10) vErrors.length = _errs10;
					else vErrors = null;
				}
			}
		}
		if (data.seguro !== void 0) {
			let data2 = data.seguro;
			if (typeof data2 !== "string") {
				const err11 = {
					instancePath: instancePath + "/seguro",
					schemaPath: "#/properties/seguro/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
			const _errs16 = errors;
			let valid3 = false;
			let passing2 = null;
			const _errs17 = errors;
			if ("contratado" !== data2) {
				const err12 = {
					instancePath: instancePath + "/seguro",
					schemaPath: "#/properties/seguro/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "contratado" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			var _valid2 = _errs17 === errors;
			if (_valid2) {
				valid3 = true;
				passing2 = 0;
			}
			const _errs18 = errors;
			if ("por-contratar" !== data2) {
				const err13 = {
					instancePath: instancePath + "/seguro",
					schemaPath: "#/properties/seguro/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "por-contratar" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err13];
				else vErrors.push(err13);
				errors++;
			}
			var _valid2 = _errs18 === errors;
			if (_valid2 && valid3) {
				valid3 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid2) {
					valid3 = true;
					passing2 = 1;
				}
				const _errs19 = errors;
				if ("sin-seguro" !== data2) {
					const err14 = {
						instancePath: instancePath + "/seguro",
						schemaPath: "#/properties/seguro/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "sin-seguro" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				}
				var _valid2 = _errs19 === errors;
				if (_valid2 && valid3) {
					valid3 = false;
					passing2 = [passing2, 2];
				} else if (_valid2) {
					valid3 = true;
					passing2 = 2;
				}
			}
			if (!valid3) {
				const err15 = {
					instancePath: instancePath + "/seguro",
					schemaPath: "#/properties/seguro/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			} else {
				errors = _errs16;
				if (vErrors !== null) {
					if (_errs16) vErrors.length = _errs16;
					else vErrors = null;
				}
			}
		}
		if (data.pasaporteVence !== void 0) {
			let data3 = data.pasaporteVence;
			if (typeof data3 === "string") {
				if (!formats0.validate(data3)) {
					const err16 = {
						instancePath: instancePath + "/pasaporteVence",
						schemaPath: "#/properties/pasaporteVence/format",
						keyword: "format",
						params: { format: "date" },
						message: "must match format \"date\""
					};
					if (vErrors === null) vErrors = [err16];
					else vErrors.push(err16);
					errors++;
				}
			} else {
				const err17 = {
					instancePath: instancePath + "/pasaporteVence",
					schemaPath: "#/properties/pasaporteVence/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
		}
	} else {
		const err18 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err18];
		else vErrors.push(err18);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _5_plan_v1_default as default, validate };
