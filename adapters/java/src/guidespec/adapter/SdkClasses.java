package guidespec.adapter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import sample.gamebase.Gamebase;

/**
 * Every named class of the SDK's package (sample.gamebase), nested ones included, found where the SDK's classes were loaded
 * from (a folder of classes or a jar), so that the operations can look a type, an owner or an enum up by the name the guide
 * gives it without a list kept by hand.
 */
final class SdkClasses {
    private SdkClasses() {
    }

    static final String PACKAGE = Gamebase.class.getPackageName();

    /** The classes, sorted by binary name; read once. */
    static final List<Class<?>> ALL = load();

    private static List<Class<?>> load() {
        List<String> names = new ArrayList<>();
        String folder = PACKAGE.replace('.', '/') + "/";
        try {
            Path location = Paths.get(Gamebase.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.list(location.resolve(folder))) {
                    files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".class")).forEach(names::add);
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements();) {
                        String entry = entries.nextElement().getName();
                        if (entry.startsWith(folder) && entry.endsWith(".class") && entry.indexOf('/', folder.length()) < 0) {
                            names.add(entry.substring(folder.length()));
                        }
                    }
                }
            }
        } catch (IOException problem) {
            throw new UncheckedIOException(problem);
        } catch (URISyntaxException problem) {
            throw new IllegalStateException(problem);
        }
        List<Class<?>> classes = new ArrayList<>();
        for (String file : names) {
            Class<?> type;
            try {
                type = Class.forName(PACKAGE + "." + file.substring(0, file.length() - ".class".length()), false, Gamebase.class.getClassLoader());
            } catch (ClassNotFoundException problem) {
                throw new IllegalStateException(problem);
            }
            if (!type.isAnonymousClass() && !type.isSynthetic() && !type.isLocalClass()) classes.add(type);
        }
        classes.sort(Comparator.comparing(Class::getName));
        return Collections.unmodifiableList(classes);
    }

    /** `Gamebase.Purchase`: the class's simple name after its enclosing classes', as code calls it. */
    static String ownerName(Class<?> type) {
        return type.getEnclosingClass() == null ? type.getSimpleName() : ownerName(type.getEnclosingClass()) + "." + type.getSimpleName();
    }

    /** The class `name` names, written as code calls it (`Gamebase.Push`, `DisplayLanguage.Code`, `PushMessage`), or null. */
    static Class<?> named(String name) {
        return ALL.stream().filter(type -> ownerName(type).equals(name)).findFirst().orElse(null);
    }
}
