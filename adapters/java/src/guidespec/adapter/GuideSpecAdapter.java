package guidespec.adapter;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The GuideSpec adapter (protocol 1, vocabulary 2) for the sample Android SDK in sample.gamebase: JSON Lines on stdin and
 * stdout, docs/adapter-protocol.md. It says hello for platform android and the pages of PAGES, answers each request with
 * Operations, and exits 0 on bye or at the end of its input.
 */
public final class GuideSpecAdapter {
    private GuideSpecAdapter() {
    }

    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    public static void main(String[] arguments) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        send(out, hello());
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) continue;
            JsonObject record;
            try {
                JsonElement parsed = JsonParser.parseString(line);
                if (!parsed.isJsonObject()) continue;
                record = parsed.getAsJsonObject();
            } catch (RuntimeException notJSON) {
                System.err.println("ignored a line that is not JSON");
                continue;
            }
            String kind = record.has("kind") && record.get("kind").isJsonPrimitive() ? record.get("kind").getAsString() : "";
            if (kind.equals("bye")) break;
            if (kind.equals("request")) send(out, answer(record));
        }
        out.flush();
    }

    /** The guide's pages this SDK implements: every Android page with declarations, and the error-code page's Android names. */
    static final List<String> PAGES = Arrays.asList(
        "aos-authentication", "aos-etc", "aos-initialization", "aos-logger", "aos-purchase", "aos-push", "aos-ui", "error-code");

    static JsonObject hello() {
        JsonObject implementation = new JsonObject();
        implementation.addProperty("name", "guidespec-java-adapter");
        implementation.addProperty("version", "1.0.0");
        implementation.addProperty("language", "java");
        JsonArray operations = new JsonArray();
        for (String operation : Operations.NAMES) operations.add(operation);
        JsonArray pages = new JsonArray();
        for (String page : PAGES) pages.add(page);
        JsonObject hello = new JsonObject();
        hello.addProperty("kind", "hello");
        hello.addProperty("protocol", 1);
        hello.add("implementation", implementation);
        hello.add("operations", operations);
        hello.addProperty("platform", "android");
        hello.add("pages", pages);
        return hello;
    }

    /** The result of one request, or an error record when its input does not fit the operation. */
    static JsonObject answer(JsonObject request) {
        JsonObject reply = new JsonObject();
        reply.add("id", request.get("id"));
        try {
            String operation = request.get("operation").getAsString();
            JsonObject input = request.has("input") && request.get("input").isJsonObject() ? request.getAsJsonObject("input") : new JsonObject();
            reply.add("output", Operations.perform(operation, input));
            reply.addProperty("kind", "result");
        } catch (Operations.MalformedInput | RuntimeException problem) {
            reply.addProperty("kind", "error");
            reply.addProperty("message", String.valueOf(problem.getMessage()));
        }
        return reply;
    }

    static void send(PrintStream out, JsonObject record) {
        out.print(GSON.toJson(record));
        out.print('\n');
        out.flush();
    }
}
