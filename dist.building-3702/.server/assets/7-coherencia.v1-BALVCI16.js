import "./standaloneRuntime-Tcwr6ZWs.js";
// schemas/generated/validators/interview/7-coherencia.v1.js
var validate = validate10;
var _7_coherencia_v1_default = validate10;
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
		"coherencia": {
			"type": "string",
			"oneOf": [
				{ "const": "total" },
				{ "const": "parcial" },
				{ "const": "contradicciones" }
			]
		},
		"consistencia": {
			"type": "string",
			"oneOf": [
				{ "const": "alta" },
				{ "const": "media" },
				{ "const": "baja" }
			]
		},
		"preparacion": {
			"type": "string",
			"oneOf": [
				{ "const": "preparado" },
				{ "const": "regular" },
				{ "const": "no-preparado" }
			]
		}
	},
	"allOf": [{
		"if": {
			"properties": { "region": { "const": "europa" } },
			"required": ["region"]
		},
		"then": { "properties": { "idioma": {
			"type": "string",
			"oneOf": [
				{ "const": "avanzado" },
				{ "const": "intermedio" },
				{ "const": "basico" }
			]
		} } }
	}],
	"propertyNames": { "enum": [
		"region",
		"coherencia",
		"consistencia",
		"preparacion",
		"idioma"
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
			if ("europa" !== data.region) {
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
			if (data.idioma !== void 0) {
				let data1 = data.idioma;
				if (typeof data1 !== "string") {
					const err2 = {
						instancePath: instancePath + "/idioma",
						schemaPath: "#/allOf/0/then/properties/idioma/type",
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
				if ("avanzado" !== data1) {
					const err3 = {
						instancePath: instancePath + "/idioma",
						schemaPath: "#/allOf/0/then/properties/idioma/oneOf/0/const",
						keyword: "const",
						params: { allowedValue: "avanzado" },
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
				if ("intermedio" !== data1) {
					const err4 = {
						instancePath: instancePath + "/idioma",
						schemaPath: "#/allOf/0/then/properties/idioma/oneOf/1/const",
						keyword: "const",
						params: { allowedValue: "intermedio" },
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
					if ("basico" !== data1) {
						const err5 = {
							instancePath: instancePath + "/idioma",
							schemaPath: "#/allOf/0/then/properties/idioma/oneOf/2/const",
							keyword: "const",
							params: { allowedValue: "basico" },
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
						instancePath: instancePath + "/idioma",
						schemaPath: "#/allOf/0/then/properties/idioma/oneOf",
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
	if (data && typeof data == "object" && !Array.isArray(data)) {
		for (const key0 in data) {
			const _errs12 = errors;
			if (!(key0 === "region" || key0 === "coherencia" || key0 === "consistencia" || key0 === "preparacion" || key0 === "idioma")) {
				const err8 = {
					instancePath,
					schemaPath: "#/propertyNames/enum",
					keyword: "enum",
					params: { allowedValues: schema11.propertyNames.enum },
					message: "must be equal to one of the allowed values",
					propertyName: key0
				};
				if (vErrors === null) vErrors = [err8];
				else vErrors.push(err8);
				errors++;
			}
			if (!(_errs12 === errors)) {
				const err9 = {
					instancePath,
					schemaPath: "#/propertyNames",
					keyword: "propertyNames",
					params: { propertyName: key0 },
					message: "property name must be valid"
				};
				if (vErrors === null) vErrors = [err9];
				else vErrors.push(err9);
				errors++;
			}
		}
		if (data.region !== void 0) {
			let data2 = data.region;
			if (typeof data2 !== "string") {
				const err10 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err10];
				else vErrors.push(err10);
				errors++;
			}
			const _errs15 = errors;
			let valid7 = false;
			let passing1 = null;
			const _errs16 = errors;
			if ("usa" !== data2) {
				const err11 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "usa" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err11];
				else vErrors.push(err11);
				errors++;
			}
			var _valid2 = _errs16 === errors;
			if (_valid2) {
				valid7 = true;
				passing1 = 0;
			}
			const _errs17 = errors;
			if ("canada" !== data2) {
				const err12 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "canada" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err12];
				else vErrors.push(err12);
				errors++;
			}
			var _valid2 = _errs17 === errors;
			if (_valid2 && valid7) {
				valid7 = false;
				passing1 = [passing1, 1];
			} else {
				if (_valid2) {
					valid7 = true;
					passing1 = 1;
				}
				const _errs18 = errors;
				if ("europa" !== data2) {
					const err13 = {
						instancePath: instancePath + "/region",
						schemaPath: "#/properties/region/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "europa" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err13];
					else vErrors.push(err13);
					errors++;
				}
				var _valid2 = _errs18 === errors;
				if (_valid2 && valid7) {
					valid7 = false;
					passing1 = [passing1, 2];
				} else if (_valid2) {
					valid7 = true;
					passing1 = 2;
				}
			}
			if (!valid7) {
				const err14 = {
					instancePath: instancePath + "/region",
					schemaPath: "#/properties/region/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing1 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err14];
				else vErrors.push(err14);
				errors++;
			} else {
				errors = _errs15;
				if (vErrors !== null) {
					if (_errs15) vErrors.length = _errs15;
					else vErrors = null;
				}
			}
		}
		if (data.coherencia !== void 0) {
			let data3 = data.coherencia;
			if (typeof data3 !== "string") {
				const err15 = {
					instancePath: instancePath + "/coherencia",
					schemaPath: "#/properties/coherencia/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err15];
				else vErrors.push(err15);
				errors++;
			}
			const _errs21 = errors;
			let valid8 = false;
			let passing2 = null;
			const _errs22 = errors;
			if ("total" !== data3) {
				const err16 = {
					instancePath: instancePath + "/coherencia",
					schemaPath: "#/properties/coherencia/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "total" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err16];
				else vErrors.push(err16);
				errors++;
			}
			var _valid3 = _errs22 === errors;
			if (_valid3) {
				valid8 = true;
				passing2 = 0;
			}
			const _errs23 = errors;
			if ("parcial" !== data3) {
				const err17 = {
					instancePath: instancePath + "/coherencia",
					schemaPath: "#/properties/coherencia/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "parcial" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err17];
				else vErrors.push(err17);
				errors++;
			}
			var _valid3 = _errs23 === errors;
			if (_valid3 && valid8) {
				valid8 = false;
				passing2 = [passing2, 1];
			} else {
				if (_valid3) {
					valid8 = true;
					passing2 = 1;
				}
				const _errs24 = errors;
				if ("contradicciones" !== data3) {
					const err18 = {
						instancePath: instancePath + "/coherencia",
						schemaPath: "#/properties/coherencia/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "contradicciones" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err18];
					else vErrors.push(err18);
					errors++;
				}
				var _valid3 = _errs24 === errors;
				if (_valid3 && valid8) {
					valid8 = false;
					passing2 = [passing2, 2];
				} else if (_valid3) {
					valid8 = true;
					passing2 = 2;
				}
			}
			if (!valid8) {
				const err19 = {
					instancePath: instancePath + "/coherencia",
					schemaPath: "#/properties/coherencia/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing2 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err19];
				else vErrors.push(err19);
				errors++;
			} else {
				errors = _errs21;
				if (vErrors !== null) {
					if (_errs21) vErrors.length = _errs21;
					else vErrors = null;
				}
			}
		}
		if (data.consistencia !== void 0) {
			let data4 = data.consistencia;
			if (typeof data4 !== "string") {
				const err20 = {
					instancePath: instancePath + "/consistencia",
					schemaPath: "#/properties/consistencia/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err20];
				else vErrors.push(err20);
				errors++;
			}
			const _errs27 = errors;
			let valid9 = false;
			let passing3 = null;
			const _errs28 = errors;
			if ("alta" !== data4) {
				const err21 = {
					instancePath: instancePath + "/consistencia",
					schemaPath: "#/properties/consistencia/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "alta" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err21];
				else vErrors.push(err21);
				errors++;
			}
			var _valid4 = _errs28 === errors;
			if (_valid4) {
				valid9 = true;
				passing3 = 0;
			}
			const _errs29 = errors;
			if ("media" !== data4) {
				const err22 = {
					instancePath: instancePath + "/consistencia",
					schemaPath: "#/properties/consistencia/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "media" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err22];
				else vErrors.push(err22);
				errors++;
			}
			var _valid4 = _errs29 === errors;
			if (_valid4 && valid9) {
				valid9 = false;
				passing3 = [passing3, 1];
			} else {
				if (_valid4) {
					valid9 = true;
					passing3 = 1;
				}
				const _errs30 = errors;
				if ("baja" !== data4) {
					const err23 = {
						instancePath: instancePath + "/consistencia",
						schemaPath: "#/properties/consistencia/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "baja" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err23];
					else vErrors.push(err23);
					errors++;
				}
				var _valid4 = _errs30 === errors;
				if (_valid4 && valid9) {
					valid9 = false;
					passing3 = [passing3, 2];
				} else if (_valid4) {
					valid9 = true;
					passing3 = 2;
				}
			}
			if (!valid9) {
				const err24 = {
					instancePath: instancePath + "/consistencia",
					schemaPath: "#/properties/consistencia/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing3 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err24];
				else vErrors.push(err24);
				errors++;
			} else {
				errors = _errs27;
				if (vErrors !== null) {
					if (_errs27) vErrors.length = _errs27;
					else vErrors = null;
				}
			}
		}
		if (data.preparacion !== void 0) {
			let data5 = data.preparacion;
			if (typeof data5 !== "string") {
				const err25 = {
					instancePath: instancePath + "/preparacion",
					schemaPath: "#/properties/preparacion/type",
					keyword: "type",
					params: { type: "string" },
					message: "must be string"
				};
				if (vErrors === null) vErrors = [err25];
				else vErrors.push(err25);
				errors++;
			}
			const _errs33 = errors;
			let valid10 = false;
			let passing4 = null;
			const _errs34 = errors;
			if ("preparado" !== data5) {
				const err26 = {
					instancePath: instancePath + "/preparacion",
					schemaPath: "#/properties/preparacion/oneOf/0/const",
					keyword: "const",
					params: { allowedValue: "preparado" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err26];
				else vErrors.push(err26);
				errors++;
			}
			var _valid5 = _errs34 === errors;
			if (_valid5) {
				valid10 = true;
				passing4 = 0;
			}
			const _errs35 = errors;
			if ("regular" !== data5) {
				const err27 = {
					instancePath: instancePath + "/preparacion",
					schemaPath: "#/properties/preparacion/oneOf/1/const",
					keyword: "const",
					params: { allowedValue: "regular" },
					message: "must be equal to constant"
				};
				if (vErrors === null) vErrors = [err27];
				else vErrors.push(err27);
				errors++;
			}
			var _valid5 = _errs35 === errors;
			if (_valid5 && valid10) {
				valid10 = false;
				passing4 = [passing4, 1];
			} else {
				if (_valid5) {
					valid10 = true;
					passing4 = 1;
				}
				const _errs36 = errors;
				if ("no-preparado" !== data5) {
					const err28 = {
						instancePath: instancePath + "/preparacion",
						schemaPath: "#/properties/preparacion/oneOf/2/const",
						keyword: "const",
						params: { allowedValue: "no-preparado" },
						message: "must be equal to constant"
					};
					if (vErrors === null) vErrors = [err28];
					else vErrors.push(err28);
					errors++;
				}
				var _valid5 = _errs36 === errors;
				if (_valid5 && valid10) {
					valid10 = false;
					passing4 = [passing4, 2];
				} else if (_valid5) {
					valid10 = true;
					passing4 = 2;
				}
			}
			if (!valid10) {
				const err29 = {
					instancePath: instancePath + "/preparacion",
					schemaPath: "#/properties/preparacion/oneOf",
					keyword: "oneOf",
					params: { passingSchemas: passing4 },
					message: "must match exactly one schema in oneOf"
				};
				if (vErrors === null) vErrors = [err29];
				else vErrors.push(err29);
				errors++;
			} else {
				errors = _errs33;
				if (vErrors !== null) {
					if (_errs33) vErrors.length = _errs33;
					else vErrors = null;
				}
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
export { _7_coherencia_v1_default as default, validate };
