import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/4-historial.v1.js
var validate = validate10;
var _4_historial_v1_default = validate10;
var schema11 = {
	"$schema": "http://json-schema.org/draft-07/schema#",
	"type": "object",
	"properties": {
		"region": {
			"type": "string",
			"oneOf": [
				{ "const": "usa" },
				{ "const": "canada" },
				{ "const": "europa" }
			]
		},
		"viajesPrevios": {
			"type": "string",
			"oneOf": [
				{ "const": "paises-con-visa" },
				{ "const": "regionales" },
				{ "const": "ninguno" }
			]
		},
		"cumplimiento": {
			"type": "string",
			"oneOf": [
				{ "const": "siempre" },
				{ "const": "generalmente" },
				{ "const": "problemas" }
			]
		},
		"negacionesPrevias": { "type": "boolean" }
	},
	"allOf": [{
		"if": {
			"properties": { "region": { "const": "usa" } },
			"required": ["region"]
		},
		"then": { "properties": { "historialEEUU": {
			"type": "string",
			"oneOf": [
				{ "const": "aprobada" },
				{ "const": "nunca" },
				{ "const": "negada" }
			]
		} } }
	}, {
		"if": {
			"properties": { "region": { "const": "canada" } },
			"required": ["region"]
		},
		"then": { "properties": { "historialCanada": {
			"type": "string",
			"oneOf": [
				{ "const": "aprobada" },
				{ "const": "nunca" },
				{ "const": "negada" }
			]
		} } }
	}],
	"propertyNames": { "enum": [
		"region",
		"viajesPrevios",
		"cumplimiento",
		"negacionesPrevias",
		"historialEEUU",
		"historialCanada"
	] }
};
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
	let vErrors = null;
	let errors = 0;
	const _errs2 = errors;
	let valid1 = true;
	const _errs3 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.region === void 0 && "region") {
			const err0 = {};
			if (vErrors === null) vErrors = [err0];
			else vErrors.push(err0);
			errors++;
		} else if (data.region !== void 0) {
			if ("usa" !== data.region) {
				const err1 = {};
				if (vErrors === null) vErrors = [err1];
				else vErrors.push(err1);
				errors++;
			}
		}
	}
	var _valid0 = _errs3 === errors;
	errors = _errs2;
	if (vErrors !== null) {
		if (_errs2) vErrors.length = _errs2;
		else vErrors = null;
	}
	if (_valid0) {
		const _errs5 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.historialEEUU !== void 0) {
				let data1 = data.historialEEUU;
				if (typeof data1 !== "string") {
					const err2 = {
						instancePath: instancePath + "/historialEEUU",
						schemaPath: "#/allOf/0/then/properties/historialEEUU/type",
						keyword: "type",
						params: { type: "string" },
						message: "must be string"
					};
					if (vErrors === null) vErrors = [err2];
					else vErrors.push(err2);
					errors++;
				}
				const _errs8 = errors;
				let valid4 = false;
				let passing0 = null;
				const _errs9 = errors;
				if ("aprobada" !== data1) {
					const err3 = {
						instancePath: instancePath + "/historialEEUU",
						schemaPath: "#/allOf/0/then/properties/historialEEUU/oneOf/0/const",
						keyword: "const",
						params: { allowedValue: "aprobada" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err3];
					else vErrors.push(err3);
					errors++;
				}
				var _valid1 = _errs9 === errors;
				if (_valid1) {
					valid4 = true;
					passing0 = 0;
				}
				const _errs10 = errors;
				if ("nunca" !== data1) {
					const err4 = {
						instancePath: instancePath + "/historialEEUU",
						schemaPath: "#/allOf/0/then/properties/historialEEUU/oneOf/1/const",
						keyword: "const",
						params: { allowedValue: "nunca" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err4];
					else vErrors.push(err4);
					errors++;
				}
				var _valid1 = _errs10 === errors;
				if (_valid1 && valid4) {
					valid4 = false;
					passing0 = [passing0, 1];
				} else {
					if (_valid1) {
						valid4 = true;
						passing0 = 1;
					}
					const _errs11 = errors;
					if ("negada" !== data1) {
						const err5 = {
							instancePath: instancePath + "/historialEEUU",
							schemaPath: "#/allOf/0/then/properties/historialEEUU/oneOf/2/const",
							keyword: "const",
							params: { allowedValue: "negada" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err5];
						else vErrors.push(err5);
						errors++;
					}
					var _valid1 = _errs11 === errors;
					if (_valid1 && valid4) {
						valid4 = false;
						passing0 = [passing0, 2];
					} else if (_valid1) {
						valid4 = true;
						passing0 = 2;
					}
				}
				if (!valid4) {
					const err6 = {
						instancePath: instancePath + "/historialEEUU",
						schemaPath: "#/allOf/0/then/properties/historialEEUU/oneOf",
						keyword: "oneOf",
						params: { passingSchemas: passing0 },
						message: "must match exactly one schema in oneOf"
					};
					if (vErrors === null) vErrors = [err6];
					else vErrors.push(err6);
					errors++;
				} else {
					errors = _errs8;
					if (vErrors !== null) {
						if (_errs8) vErrors.length = _errs8;
						else vErrors = null;
					}
				}
			}
		}
		var _valid0 = _errs5 === errors;
		valid1 = _valid0;
	}
	if (!valid1) {
		const err7 = {
			instancePath,
			schemaPath: "#/allOf/0/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			message: "must match \"then\" schema"
		};
		if (vErrors === null) vErrors = [err7];
		else vErrors.push(err7);
		errors++;
	}
	const _errs13 = errors;
	let valid5 = true;
	const _errs14 = errors;
	if (data && typeof data == "object" && !Array.isArray(data)) {
		if (data.region === void 0 && "region") {
			const err8 = {};
			if (vErrors === null) vErrors = [err8];
			else vErrors.push(err8);
			errors++;
		} else if (data.region !== void 0) {
			if ("canada" !== data.region) {
				const err9 = {};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
	}
	var _valid2 = _errs14 === errors;
	errors = _errs13;
	if (vErrors !== null) {
		if (_errs13) vErrors.length = _errs13;
		else vErrors = null;
	}
	if (_valid2) {
		const _errs16 = errors;
		if (data && typeof data == "object" && !Array.isArray(data)) {
			if (data.historialCanada !== void 0) {
				let data3 = data.historialCanada;
				if (typeof data3 !== "string") {
					const err10 = {
						instancePath: instancePath + "/historialCanada",
						schemaPath: "#/allOf/1/then/properties/historialCanada/type",
						keyword: "type",
						params: { type: "string" },
						message: "must be string"
					};
					if (vErrors === null) vErrors = [err10];
					else vErrors.push(err10);
					errors++;
				}
				const _errs19 = errors;
				let valid8 = false;
				let passing1 = null;
				const _errs20 = errors;
				if ("aprobada" !== data3) {
					const err11 = {
						instancePath: instancePath + "/historialCanada",
						schemaPath: "#/allOf/1/then/properties/historialCanada/oneOf/0/const",
						keyword: "const",
						params: { allowedValue: "aprobada" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err11];
					else vErrors.push(err11);
					errors++;
				}
				var _valid3 = _errs20 === errors;
				if (_valid3) {
					valid8 = true;
					passing1 = 0;
				}
				const _errs21 = errors;
				if ("nunca" !== data3) {
					const err12 = {
						instancePath: instancePath + "/historialCanada",
						schemaPath: "#/allOf/1/then/properties/historialCanada/oneOf/1/const",
						keyword: "const",
						params: { allowedValue: "nunca" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err12];
					else vErrors.push(err12);
					errors++;
				}
				var _valid3 = _errs21 === errors;
				if (_valid3 && valid8) {
					valid8 = false;
					passing1 = [passing1, 1];
				} else {
					if (_valid3) {
						valid8 = true;
						passing1 = 1;
					}
					const _errs22 = errors;
					if ("negada" !== data3) {
						const err13 = {
							instancePath: instancePath + "/historialCanada",
							schemaPath: "#/allOf/1/then/properties/historialCanada/oneOf/2/const",
							keyword: "const",
							params: { allowedValue: "negada" },
							message: "must be equal to constant"
						};
						if (vErrors === null) vErrors = [err13];
						else vErrors.push(err13);
						errors++;
					}
					var _valid3 = _errs22 === errors;
					if (_valid3 && valid8) {
						valid8 = false;
						passing1 = [passing1, 2];
					} else if (_valid3) {
						valid8 = true;
						passing1 = 2;
					}
				}
				if (!valid8) {
					const err14 = {
						instancePath: instancePath + "/historialCanada",
						schemaPath: "#/allOf/1/then/properties/historialCanada/oneOf",
						keyword: "oneOf",
						params: { passingSchemas: passing1 },
						message: "must match exactly one schema in oneOf"
					};
					if (vErrors === null) vErrors = [err14];
					else vErrors.push(err14);
					errors++;
				} else {
					errors = _errs19;
					if (vErrors !== null) {
						if (_errs19) vErrors.length = _errs19;
						else vErrors = null;
					}
				}
			}
		}
		var _valid2 = _errs16 === errors;
		valid5 = _valid2;
	}
	if (!valid5) {
		const err15 = {
			instancePath,
			schemaPath: "#/allOf/1/if",
			keyword: "if",
			params: { failingKeyword: "then" },
			message: "must match \"then\" schema"
		};
		if (vErrors === null) vErrors = [err15];
		else vErrors.push(err15);
		errors++;
	}
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) {
			const _errs23 = errors;
			if (!(key0 === "region" || key0 === "viajesPrevios" || key0 === "cumplimiento" || key0 === "negacionesPrevias" || key0 === "historialEEUU" || key0 === "historialCanada")) {
				const err16 = {
					instancePath,
					schemaPath: "#/propertyNames/enum",
					keyword: "enum",
					params: { allowedValues: schema11.propertyNames.enum },
					message: "must be equal to one of the allowed values",
					propertyName: key0
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
			if (!(_errs23 === errors)) {
				const err17 = {
					instancePath,
					schemaPath: "#/propertyNames",
					keyword: "propertyNames",
					params: { propertyName: key0 },
					message: "property name must be valid"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
		}
		if (data.region !== void 0) {
			let data4 = data.region;
			if (typeof data4 !== "string") {
				const err18 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err18];
				else vErrors.push(err18);
				errors++;
			}
			const _errs26 = errors;
			let valid11 = false;
			let passing2 = null;
			const _errs27 = errors;
			if ("usa" !== data4) {
				const err19 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			}
			var _valid4 = _errs27 === errors;
			if (_valid4) {
				valid11 = true;
				passing2 = 0;
			}
			const _errs28 = errors;
			if ("canada" !== data4) {
				const err20 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			var _valid4 = _errs28 === errors;
			if (_valid4 && valid11) {
				valid11 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid4) {
					valid11 = true;
					passing2 = 1;
				}
				const _errs29 = errors;
				if ("europa" !== data4) {
					const err21 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err21];
					else vErrors.push(err21);
					errors++;
				}
				var _valid4 = _errs29 === errors;
				if (_valid4 && valid11) {
					valid11 = false;
					passing2 = [passing2, 2];
				} else if (_valid4) {
					valid11 = true;
					passing2 = 2;
				}
			}
			if (!valid11) {
				const err22 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			} else {
				errors = _errs26;
				if (vErrors !== null) {
					if (_errs26) vErrors.length = _errs26;
					else vErrors = null;
				}
			}
		}
		if (data.viajesPrevios !== void 0) {
			let data5 = data.viajesPrevios;
			if (typeof data5 !== "string") {
				const err23 = {
					instancePath: instancePath + "/viajesPrevios",
					schemaPath: "#/properties/viajesPrevios/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err23];
				else vErrors.push(err23);
				errors++;
			}
			const _errs32 = errors;
			let valid12 = false;
			let passing3 = null;
			const _errs33 = errors;
			if ("paises-con-visa" !== data5) {
				const err24 = {
					instancePath: instancePath + "/viajesPrevios",
					schemaPath: "#/properties/viajesPrevios/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "paises-con-visa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err24];
				else vErrors.push(err24);
				errors++;
			}
			var _valid5 = _errs33 === errors;
			if (_valid5) {
				valid12 = true;
				passing3 = 0;
			}
			const _errs34 = errors;
			if ("regionales" !== data5) {
				const err25 = {
					instancePath: instancePath + "/viajesPrevios",
					schemaPath: "#/properties/viajesPrevios/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "regionales" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
			var _valid5 = _errs34 === errors;
			if (_valid5 && valid12) {
				valid12 = false;
				passing3 = [passing3, 1];
			} else {
				if (_valid5) {
					valid12 = true;
					passing3 = 1;
				}
				const _errs35 = errors;
				if ("ninguno" !== data5) {
					const err26 = {
						instancePath: instancePath + "/viajesPrevios",
						schemaPath: "#/properties/viajesPrevios/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "ninguno" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err26];
					else vErrors.push(err26);
					errors++;
				}
				var _valid5 = _errs35 === errors;
				if (_valid5 && valid12) {
					valid12 = false;
					passing3 = [passing3, 2];
				} else if (_valid5) {
					valid12 = true;
					passing3 = 2;
				}
			}
			if (!valid12) {
				const err27 = {
					instancePath: instancePath + "/viajesPrevios",
					schemaPath: "#/properties/viajesPrevios/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing3 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			} else {
				errors = _errs32;
				if (vErrors !== null) {
					if (_errs32) vErrors.length = _errs32;
					else vErrors = null;
				}
			}
		}
		if (data.cumplimiento !== void 0) {
			let data6 = data.cumplimiento;
			if (typeof data6 !== "string") {
				const err28 = {
					instancePath: instancePath + "/cumplimiento",
					schemaPath: "#/properties/cumplimiento/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err28];
				else vErrors.push(err28);
				errors++;
			}
			const _errs38 = errors;
			let valid13 = false;
			let passing4 = null;
			const _errs39 = errors;
			if ("siempre" !== data6) {
				const err29 = {
					instancePath: instancePath + "/cumplimiento",
					schemaPath: "#/properties/cumplimiento/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "siempre" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			}
			var _valid6 = _errs39 === errors;
			if (_valid6) {
				valid13 = true;
				passing4 = 0;
			}
			const _errs40 = errors;
			if ("generalmente" !== data6) {
				const err30 = {
					instancePath: instancePath + "/cumplimiento",
					schemaPath: "#/properties/cumplimiento/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "generalmente" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err30];
				else vErrors.push(err30);
				errors++;
			}
			var _valid6 = _errs40 === errors;
			if (_valid6 && valid13) {
				valid13 = false;
				passing4 = [passing4, 1];
			} else {
				if (_valid6) {
					valid13 = true;
					passing4 = 1;
				}
				const _errs41 = errors;
				if ("problemas" !== data6) {
					const err31 = {
						instancePath: instancePath + "/cumplimiento",
						schemaPath: "#/properties/cumplimiento/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "problemas" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err31];
					else vErrors.push(err31);
					errors++;
				}
				var _valid6 = _errs41 === errors;
				if (_valid6 && valid13) {
					valid13 = false;
					passing4 = [passing4, 2];
				} else if (_valid6) {
					valid13 = true;
					passing4 = 2;
				}
			}
			if (!valid13) {
				const err32 = {
					instancePath: instancePath + "/cumplimiento",
					schemaPath: "#/properties/cumplimiento/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing4 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err32];
				else vErrors.push(err32);
				errors++;
			} else {
				errors = _errs38;
				if (vErrors !== null) {
					if (_errs38) vErrors.length = _errs38;
					else vErrors = null;
				}
			}
		}
		if (data.negacionesPrevias !== void 0) {
			if (typeof data.negacionesPrevias !== "boolean") {
				const err33 = {
					instancePath: instancePath + "/negacionesPrevias",
					schemaPath: "#/properties/negacionesPrevias/type",
					keyword: "type",
					params: { type: "boolean" },
					message: "must be boolean"
				};
				if (vErrors === null) vErrors = [err33];
				else vErrors.push(err33);
				errors++;
			}
		}
	} else {
		const err34 = {
			instancePath,
			schemaPath: "#/type",
			keyword: "type",
			params: { type: "object" },
			message: "must be object"
		};
		if (vErrors === null) vErrors = [err34];
		else vErrors.push(err34);
		errors++;
	}
	validate10.errors = vErrors;
	return errors === 0;
}
export { _4_historial_v1_default as default, validate };
