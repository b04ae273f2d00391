package guidespec.adapter;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import sample.gamebase.GamebaseError;
import sample.gamebase.LaunchingStatus;
import sample.gamebase.NhnCloudPushError;
import sample.gamebase.Nullable;
import sample.gamebase.ProductType;

/**
 * The operations of docs/operations.md for the sample SDK, read off its real classes by reflection (SdkClasses): the error
 * constants of its code tables, the fields of its value objects, the constants of its constant classes, the methods of
 * Gamebase and its nested feature classes. Purchase stories run in ScenarioRunner.
 */
final class Operations {
    private Operations() {
    }

    static final List<String> NAMES = Arrays.asList(
        "error.code-for-name", "error.name-for-code", "vo.field-names", "vo.field", "vo.decode", "enum.members", "api.method", "purchase.scenario");

    /**
     * The SDK's tables of codes, in the order a name or a code is looked up: Gamebase's own errors, then the launching status
     * codes initialisation reports, then the NHN Cloud Push SDK's detail codes. Where two tables give one name or one code
     * (INVALID_PARAMETER, 101), Gamebase's own error wins: it is what GamebaseException.getCode() returns.
     */
    static final List<Class<?>> CODE_TABLES = Arrays.asList(GamebaseError.class, LaunchingStatus.class, NhnCloudPushError.class);

    /** An input that does not fit its operation. */
    static final class MalformedInput extends Exception {
        private static final long serialVersionUID = 1L;

        MalformedInput(String message) {
            super(message);
        }
    }

    static JsonElement perform(String operation, JsonObject input) throws MalformedInput {
        switch (operation) {
            case "error.code-for-name": {
                Integer code = errorCode(string(input, "name"));
                return code == null ? rejected("unknown-name", null) : object("code", new JsonPrimitive(code));
            }
            case "error.name-for-code": {
                String name = errorName(integer(input, "code"));
                return name == null ? rejected("unknown-code", null) : object("name", new JsonPrimitive(name));
            }
            case "vo.field-names": {
                Class<?> type = valueObject(string(input, "type"));
                if (type == null) return rejected("unknown-type", null);
                List<String> names = new ArrayList<>();
                for (Field field : fields(type)) names.add(field.getName());
                Collections.sort(names);
                JsonArray array = new JsonArray();
                names.forEach(array::add);
                return object("fields", array);
            }
            case "vo.field": {
                Class<?> type = valueObject(string(input, "type"));
                String name = string(input, "field");
                Field field = type == null ? null : fields(type).stream().filter(f -> f.getName().equals(name)).findFirst().orElse(null);
                if (field == null) return rejected("unknown-field", null);
                JsonObject shape = object("type", new JsonPrimitive(neutralFieldType(field.getType())));
                shape.addProperty("nullable", nullable(field));
                return shape;
            }
            case "vo.decode": {
                Class<?> type = valueObject(string(input, "type"));
                if (type == null) return rejected("unknown-type", null);
                JsonElement payload = input.has("payload") ? input.get("payload") : JsonNull.INSTANCE;
                return decode(type, payload.isJsonObject() ? payload.getAsJsonObject() : new JsonObject());
            }
            case "enum.members": {
                Class<?> type = SdkClasses.named(string(input, "enum"));
                return type == null ? rejected("unknown-enum", null) : object("members", members(type));
            }
            case "api.method":
                return object("provided", new JsonPrimitive(provides(optionalString(input, "owner"), string(input, "name"), parameters(input))));
            case "purchase.scenario":
                return new ScenarioRunner().run(input);
            default:
                throw new MalformedInput("unknown operation \"" + operation + "\"");
        }
    }

    // --- error-codes: the public static final int constants of the code tables, in declaration order -------------------

    static Integer errorCode(String name) {
        for (Class<?> table : CODE_TABLES) {
            for (Field field : constants(table)) if (field.getType() == int.class && field.getName().equals(name)) return (Integer) value(field);
        }
        return null;
    }

    static String errorName(long code) {
        for (Class<?> table : CODE_TABLES) {
            for (Field field : constants(table)) if (field.getType() == int.class && ((Integer) value(field)) == code) return field.getName();
        }
        return null;
    }

    /** The public static final fields of `type` that hold a string or an int, in declaration order. */
    static List<Field> constants(Class<?> type) {
        List<Field> constants = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            int modifiers = field.getModifiers();
            boolean constant = Modifier.isPublic(modifiers) && Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers);
            if (constant && (field.getType() == int.class || field.getType() == String.class)) constants.add(field);
        }
        return constants;
    }

    static Object value(Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException unreachable) {
            throw new IllegalStateException(unreachable);
        }
    }

    // --- enums: a Java enum's constants, or a constants class's string and int constants with their values -------------

    static JsonArray members(Class<?> type) {
        JsonArray members = new JsonArray();
        if (type.isEnum()) {
            for (Object constant : type.getEnumConstants()) members.add(object("name", new JsonPrimitive(((Enum<?>) constant).name())));
            return members;
        }
        for (Field field : constants(type)) {
            JsonObject member = object("name", new JsonPrimitive(field.getName()));
            member.addProperty("value", String.valueOf(value(field)));
            members.add(member);
        }
        return members;
    }

    // --- value-objects: the instance fields of each class, in declaration order ---------------------------------------

    /** A class of the SDK that holds data, by the name the guide gives it; interfaces and annotations hold none. */
    static Class<?> valueObject(String name) {
        Class<?> type = SdkClasses.named(name);
        return type == null || type.isInterface() || type.isEnum() ? null : type;
    }

    static List<Field> fields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) if (!Modifier.isStatic(field.getModifiers())) fields.add(field);
        return fields;
    }

    /** A field's neutral type: a primitive's kind, String as string; no value object here holds anything else. */
    static String neutralFieldType(Class<?> type) {
        if (type == String.class) return "string";
        if (type == float.class || type == double.class) return "float";
        if (type == int.class || type == long.class) return "integer";
        if (type == boolean.class) return "boolean";
        if (List.class.isAssignableFrom(type)) return "array";
        if (Map.class.isAssignableFrom(type)) return "map";
        return "object";
    }

    /** Nullable when annotated so; primitives never are, and neither is an unannotated reference (the guide annotates). */
    static boolean nullable(Field field) {
        return field.isAnnotationPresent(Nullable.class);
    }

    /** The payload read into the fields in declaration order, the first problem deciding; productType read as ProductType reads it. */
    static JsonElement decode(Class<?> type, JsonObject payload) {
        JsonObject value = new JsonObject();
        for (Field field : fields(type)) {
            JsonElement member = payload.get(field.getName());
            if (member == null || member.isJsonNull()) {
                if (!nullable(field)) return rejected("missing-field", field.getName());
                value.add(field.getName(), JsonNull.INSTANCE);
                continue;
            }
            if (!fits(member, neutralFieldType(field.getType()))) return rejected("wrong-type", field.getName());
            if (field.getName().equals("productType")) member = new JsonPrimitive(ProductType.of(member.getAsString()));
            value.add(field.getName(), member);
        }
        return object("value", value);
    }

    static boolean fits(JsonElement member, String type) {
        if (member.isJsonArray()) return type.equals("array");
        if (member.isJsonObject()) return type.equals("map") || type.equals("object");
        JsonPrimitive primitive = member.getAsJsonPrimitive();
        switch (type) {
            case "string": return primitive.isString();
            case "float": return primitive.isNumber();
            case "integer": return primitive.isNumber() && primitive.getAsBigDecimal().stripTrailingZeros().scale() <= 0;
            case "boolean": return primitive.isBoolean();
            default: return false;
        }
    }

    // --- api-surface: the public methods of the owner the guide names (any class of the SDK when it names none) ---------

    static boolean provides(String owner, String name, List<String> parameters) {
        Class<?> only = owner == null ? null : SdkClasses.named(owner);
        if (owner != null && only == null) return false;
        for (Class<?> type : only == null ? SdkClasses.ALL : Collections.singletonList(only)) {
            for (Method method : type.getDeclaredMethods()) {
                if (!Modifier.isPublic(method.getModifiers()) || !method.getName().equals(name)) continue;
                if (parameters == null || parameters(method).equals(parameters)) return true;
            }
        }
        return false;
    }

    /** The method's parameters' neutral types; a variadic last parameter is written as Java writes it (`Object...`). */
    static List<String> parameters(Method method) {
        List<String> types = new ArrayList<>();
        Type[] parameters = method.getGenericParameterTypes();
        for (int index = 0; index < parameters.length; index++) {
            boolean variadic = method.isVarArgs() && index == parameters.length - 1;
            types.add(variadic ? method.getParameterTypes()[index].getComponentType().getSimpleName() + "..." : neutral(parameters[index]));
        }
        return types;
    }

    /** A parameter's neutral type, as docs/spec-format.md writes them: `string`, `array<T>`, a type's name without its Gamebase prefix. */
    static String neutral(Type type) {
        if (type instanceof ParameterizedType) {
            ParameterizedType generic = (ParameterizedType) type;
            List<String> arguments = new ArrayList<>();
            for (Type argument : generic.getActualTypeArguments()) arguments.add(neutral(argument));
            Class<?> raw = (Class<?>) generic.getRawType();
            String base = List.class.isAssignableFrom(raw) ? "array" : Map.class.isAssignableFrom(raw) ? "map" : name(raw);
            return base + "<" + String.join(", ", arguments) + ">";
        }
        Class<?> raw = (Class<?>) type;
        if (raw == Object.class) return "object";
        String kind = neutralFieldType(raw);
        return kind.equals("object") ? name(raw) : kind;
    }

    static String name(Class<?> type) {
        String name = type.getSimpleName();
        return name.startsWith("Gamebase") && name.length() > "Gamebase".length() ? name.substring("Gamebase".length()) : name;
    }

    // --- input fields ---------------------------------------------------------------------------------------------------

    static String string(JsonObject input, String name) throws MalformedInput {
        JsonElement value = input.get(name);
        if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw new MalformedInput("input needs string member \"" + name + "\"");
        }
        return value.getAsString();
    }

    static String optionalString(JsonObject input, String name) throws MalformedInput {
        JsonElement value = input.get(name);
        return value == null || value.isJsonNull() ? null : string(input, name);
    }

    static long integer(JsonObject input, String name) throws MalformedInput {
        JsonElement value = input.get(name);
        if (value == null || !value.isJsonPrimitive() || !fits(value, "integer")) throw new MalformedInput("input needs integer member \"" + name + "\"");
        return value.getAsLong();
    }

    static List<String> parameters(JsonObject input) throws MalformedInput {
        JsonElement value = input.get("parameters");
        if (value == null || value.isJsonNull()) return null;
        if (!value.isJsonArray()) throw new MalformedInput("api.method: \"parameters\" must be an array of strings or null");
        List<String> types = new ArrayList<>();
        for (JsonElement element : value.getAsJsonArray()) {
            if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
                throw new MalformedInput("api.method: \"parameters\" must be an array of strings or null");
            }
            types.add(element.getAsString());
        }
        return types;
    }

    static JsonObject object(String name, JsonElement value) {
        JsonObject object = new JsonObject();
        object.add(name, value);
        return object;
    }

    static JsonObject rejected(String reason, String subject) {
        JsonObject rejection = object("reason", new JsonPrimitive(reason));
        if (subject != null) rejection.addProperty("subject", subject);
        return object("rejected", rejection);
    }
}
