// SPDX-License-Identifier: Apache-2.0

#include "settings/QtStandardOptions.h"

namespace lockscope::ui {

namespace {

// From QGuiApplication (platform, window and X11 options) and QApplication (style options).
const char *const kWithValue[] = {"platform",
                                  "platformpluginpath",
                                  "platformtheme",
                                  "plugin",
                                  "qwindowgeometry",
                                  "qwindowicon",
                                  "qwindowtitle",
                                  "session",
                                  "display",
                                  "geometry",
                                  "title",
                                  "icon",
                                  "name",
                                  "visual",
                                  "style",
                                  "stylesheet"};
const char *const kFlags[] = {"reverse", "widgetcount", "testability", "nograb", "dograb", "sync"};
// Options Qt also takes as -option=value (for qmljsdebugger the only spelling).
const char *const kWithAttachedValue[] = {"style", "stylesheet", "qmljsdebugger"};

bool isOneOf(QStringView name, const auto &names)
{
    for (const char *candidate : names) {
        if (name == QLatin1String(candidate))
            return true;
    }
    return false;
}

// "-geometry" or "--geometry" -> "geometry"; anything else -> empty.
QStringView optionName(const QString &argument)
{
    if (!argument.startsWith(QLatin1Char('-')) || argument.size() < 2)
        return {};
    QStringView name(argument);
    name = name.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
    return name;
}

} // namespace

QStringList withoutQtStandardOptions(const QStringList &arguments)
{
    QStringList ours;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        const QStringView name = i == 0 ? QStringView() : optionName(argument);
        if (name.isEmpty()) {
            ours.append(argument);
            continue;
        }
        const qsizetype equals = name.indexOf(QLatin1Char('='));
        if (equals > 0 && isOneOf(name.left(equals), kWithAttachedValue))
            continue;
        if (isOneOf(name, kFlags))
            continue;
        if (isOneOf(name, kWithValue)) {
            ++i; // its value, as Qt takes it (a missing value at the end is Qt's to ignore)
            continue;
        }
        ours.append(argument);
    }
    return ours;
}

QString qtStandardOptionsHelp()
{
    return QStringLiteral(
        "Qt's standard options are accepted too, e.g. -platform NAME, -geometry WxH+X+Y, -style NAME,\n"
        "-stylesheet FILE, -reverse, -display HOST:SCREEN (see QApplication's documentation).\n");
}

} // namespace lockscope::ui
