// SPDX-License-Identifier: Apache-2.0

// lockscope-cli's command table against everything that lists the commands: every row parses and
// dispatches, the usage shows it, and the bash completion, the man page and the reference
// docs/cli.md (kept as files, read here from the source tree) name every row with its options and
// nothing else.

#include "CliOptions.h"
#include "CommandTable.h"
#include "batch/TestBatch.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <set>

namespace tst_commandtable {

using namespace lockscope::cli;
using namespace Qt::StringLiterals;

// moc reads the quotes in u-prefixed raw strings as strings of its own and loses the namespace the
// test class is in: it does not need these helpers.
#ifndef Q_MOC_RUN
namespace {

QString sourceFile(const QString &relative)
{
    QFile file(qEnvironmentVariable("LOCKSCOPE_SOURCE_DIR") + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s (LOCKSCOPE_SOURCE_DIR)", qPrintable(file.fileName()));
    return QString::fromUtf8(file.readAll());
}

// What resources/bash-completion/lockscope-cli offers.
struct Completion {
    QStringList commands; // offered first: local commands="..."
    QStringList recognised; // the words taken for a command: "snapshot | watch ...) command="
    QStringList arms; // the commands of the case that picks their options
    QMap<QString, QStringList> options; // and each arm's options, its variables expanded
};

Completion readCompletion()
{
    const QString script = sourceFile(u"resources/bash-completion/lockscope-cli"_s);
    QMap<QString, QStringList> variables;
    static const QRegularExpression local(uR"re(^\s*local (\w+)="([^"]*)"$)re"_s, QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &m : local.globalMatch(script))
        variables[m.captured(1)] = m.captured(2).split(u' ', Qt::SkipEmptyParts);
    Completion completion;
    completion.commands = variables.value(u"commands"_s);
    static const QRegularExpression recognised(uR"re(^\s*([a-z| -]+)\)\s*command=\$\{words\[i\]\})re"_s,
                                               QRegularExpression::MultilineOption);
    for (const QString &word : recognised.match(script).captured(1).split(u'|', Qt::SkipEmptyParts))
        completion.recognised.append(word.trimmed());
    static const QRegularExpression arm(uR"re(^\s*([a-z-]+)\)\s*options="([^"]*)"\s*;;)re"_s,
                                        QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &m : arm.globalMatch(script)) {
        completion.arms.append(m.captured(1));
        for (const QString &word : m.captured(2).split(u' ', Qt::SkipEmptyParts))
            completion.options[m.captured(1)] +=
                word.startsWith(u'$') ? variables.value(word.mid(1)) : QStringList{word};
    }
    return completion;
}

// The lines of one section (.SH NAME) of docs/man/lockscope-cli.1.
QStringList manSection(const QString &name)
{
    const QStringList lines = sourceFile(u"docs/man/lockscope-cli.1"_s).split(u'\n');
    const qsizetype start = lines.indexOf(u".SH "_s + name);
    if (start < 0)
        return {};
    qsizetype end = start + 1;
    while (end < lines.size() && !lines[end].startsWith(u".SH "))
        ++end;
    return lines.mid(start + 1, end - start - 1);
}

// The command of each synopsis line (".B lockscope-cli snapshot"), one per form.
QStringList manSynopses()
{
    QStringList commands;
    static const QRegularExpression line(uR"re(^\.B lockscope-cli ([a-z][a-z-]*)$)re"_s);
    for (const QString &text : manSection(u"SYNOPSIS"_s)) {
        if (const QRegularExpressionMatch m = line.match(text); m.hasMatch())
            commands.append(m.captured(1));
    }
    return commands;
}

// The headings of the COMMANDS section: ".TP" then ".B snapshot".
QStringList manCommandHeadings()
{
    const QStringList lines = manSection(u"COMMANDS"_s);
    QStringList headings;
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i] == u".TP" && lines[i + 1].startsWith(u".B "))
            headings.append(lines[i + 1].mid(3));
    }
    return headings;
}

// docs/cli.md: each command is a "## NAME" section; the text up to the next "## " heading.
QMap<QString, QString> referenceSections(QStringList *order = nullptr)
{
    QMap<QString, QString> sections;
    static const QRegularExpression heading(uR"re(^## ([a-z][a-z-]*)$)re"_s, QRegularExpression::MultilineOption);
    const QString text = sourceFile(u"docs/cli.md"_s);
    for (const QRegularExpressionMatch &m : heading.globalMatch(text)) {
        const qsizetype end = text.indexOf(u"\n## "_s, m.capturedEnd());
        sections.insert(m.captured(1), text.mid(m.capturedEnd(), end < 0 ? -1 : end - m.capturedEnd()));
        if (order)
            order->append(m.captured(1));
    }
    return sections;
}

// The "--name" words of a text, without the dashes.
QStringList optionsMentioned(const QString &text)
{
    QStringList names;
    static const QRegularExpression option(uR"re((?<![\w-])--([a-z][a-z-]*[a-z]))re"_s);
    for (const QRegularExpressionMatch &m : option.globalMatch(text))
        names.append(u"--"_s + m.captured(1));
    return names;
}

QStringList deduplicated(QStringList list)
{
    list.removeDuplicates();
    return list;
}

// The words of `list` that `other` lacks, space-separated.
QString notIn(const QStringList &list, const QStringList &other)
{
    QStringList words;
    for (const QString &word : list) {
        if (!other.contains(word))
            words.append(word);
    }
    return words.join(u' ');
}

// The least a row's command line needs to parse: what its needs and its groups' rules ask for.
QStringList minimalCommandLine(const CommandSpec &row)
{
    QStringList arguments{u"lockscope-cli"_s, row.name};
    if (row.needs.testFlag(Need::Connect))
        arguments << u"--connect"_s << u"h:1"_s;
    if (row.needs.testFlag(Need::Target) || row.accepts.testFlag(OptionGroup::Reap))
        arguments << u"--root"_s << u"/a"_s;
    if (row.needs.testFlag(Need::Json))
        arguments << u"--json"_s;
    if (row.needs.testFlag(Need::NodePath))
        arguments << u"/a/n"_s;
    if (row.accepts.testFlag(OptionGroup::Serve))
        arguments << u"--listen"_s << u"0"_s;
    if (row.accepts.testFlag(OptionGroup::History))
        arguments << u"--txn-log"_s << u"/data"_s;
    return arguments;
}

void addRows()
{
    QTest::addColumn<QString>("name");
    for (const CommandSpec &row : commandTable())
        QTest::newRow(qPrintable(row.name)) << row.name;
}

const CommandSpec &rowNamed(const QString &name)
{
    return *findCommand(name);
}

// The usage aligns the synopses after the longest name.
qsizetype usageNameWidth()
{
    qsizetype width = 0;
    for (const CommandSpec &row : commandTable())
        width = qMax(width, row.name.size());
    return width;
}

} // namespace
#endif // Q_MOC_RUN

class TestCommandTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rowDispatches_data() { addRows(); }
    void rowDispatches()
    {
        QFETCH(QString, name);
        const CommandSpec *row = findCommand(name);
        QVERIFY(row);
        QCOMPARE(row->name, name);
        QVERIFY(row->run);
        QVERIFY(!row->summary.isEmpty() && !row->synopses.isEmpty());
        const ParseResult parsed = parseCommandLine(minimalCommandLine(*row));
        QVERIFY2(parsed.options, qPrintable(parsed.error));
        QCOMPARE(parsed.options->command, name);
    }

    void rowsRunTheirOwnFunction()
    {
        std::set<int (*)(CliContext &)> functions;
        for (const CommandSpec &row : commandTable())
            functions.insert(row.run);
        QCOMPARE(functions.size(), commandTable().size());
        QCOMPARE(deduplicated(commandNames()), commandNames());
    }

    void unknownCommandRejected_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("made up") << u"frobnicate"_s;
        QTest::newRow("case differs") << u"SNAPSHOT"_s;
        QTest::newRow("a prefix") << u"snap"_s;
    }
    void unknownCommandRejected()
    {
        QFETCH(QString, name);
        QVERIFY(!findCommand(name));
        const ParseResult parsed = parseCommandLine({u"lockscope-cli"_s, name});
        QVERIFY(!parsed.options);
        QCOMPARE(parsed.error, u"unknown command \"%1\"; see --help"_s.arg(name));
    }

    // The names the table gives its options are options the parser knows.
    void optionsAreDeclared()
    {
        for (const OptionSpec &option : optionTable()) {
            const bool switchOption = option.valueName.isEmpty() && option.group != OptionGroup::Connection
                && option.group != OptionGroup::Timeout;
            const QString argument = u"--"_s + option.name + (switchOption ? QString() : u"=x"_s);
            const ParseResult parsed = parseCommandLine({u"lockscope-cli"_s, argument});
            QVERIFY2(!parsed.error.startsWith(u"Unknown option"), qPrintable(argument + u": "_s + parsed.error));
        }
    }

    void usageListsRow_data() { addRows(); }
    void usageListsRow()
    {
        QFETCH(QString, name);
        const CommandSpec &row = rowNamed(name);
        const QStringList usage = usageText().split(u'\n');
        const qsizetype width = usageNameWidth();
        for (const QString &synopsis : row.synopses)
            QVERIFY2(usage.contains(u"  "_s + name.leftJustified(width) + u' ' + synopsis), qPrintable(synopsis));
        QVERIFY(usage.contains(QString(width + 3, u' ') + row.summary));
    }

    void completionListsRow_data() { addRows(); }
    void completionListsRow()
    {
        QFETCH(QString, name);
        const Completion completion = readCompletion();
        QVERIFY(completion.commands.contains(name));
        QVERIFY(completion.recognised.contains(name));
        QVERIFY2(completion.arms.contains(name), "no options for it in the case $command");
        const QStringList offered = completion.options.value(name);
        const QStringList accepted = optionsOf(rowNamed(name));
        const QString extra = notIn(offered, accepted);
        const QString lacking = notIn(accepted, offered);
        QVERIFY2(extra.isEmpty() && lacking.isEmpty(),
                 qPrintable(u"offers [%1] it does not take, lacks [%2]"_s.arg(extra, lacking)));
        QCOMPARE(deduplicated(offered), offered);
    }

    void completionListsNothingElse()
    {
        const Completion completion = readCompletion();
        QCOMPARE(completion.commands, commandNames());
        QCOMPARE(completion.recognised, commandNames());
        QCOMPARE(completion.arms, commandNames());
    }

    void manPageDocumentsRow_data() { addRows(); }
    void manPageDocumentsRow()
    {
        QFETCH(QString, name);
        QCOMPARE(manSynopses().count(name), rowNamed(name).synopses.size());
        QVERIFY2(manCommandHeadings().contains(name), "no .TP/.B heading under COMMANDS");
    }

    void manPageDocumentsNothingElse()
    {
        QCOMPARE(deduplicated(manSynopses()), commandNames());
        QCOMPARE(manCommandHeadings(), commandNames());
    }

    void referenceDocumentsRow_data() { addRows(); }
    void referenceDocumentsRow()
    {
        QFETCH(QString, name);
        const CommandSpec &row = rowNamed(name);
        const QString section = referenceSections().value(name);
        QVERIFY2(!section.isEmpty(), "no \"## NAME\" section in docs/cli.md");
        for (const QString &synopsis : row.synopses)
            QVERIFY2(section.contains(u"\nlockscope-cli "_s + name + u' ' + synopsis + u'\n'), qPrintable(synopsis));
        const QString lacking = notIn(optionsOf(row), optionsMentioned(section));
        QVERIFY2(lacking.isEmpty(), qPrintable(u"does not name [%1]"_s.arg(lacking)));
    }

    void referenceDocumentsNothingElse()
    {
        QStringList order;
        referenceSections(&order);
        QCOMPARE(order, commandNames());
        QStringList known{u"--help"_s};
        for (const OptionSpec &option : optionTable())
            known.append(u"--"_s + option.name);
        const QString unknown = notIn(optionsMentioned(sourceFile(u"docs/cli.md"_s)), known);
        QVERIFY2(unknown.isEmpty(), qPrintable(u"names options that do not exist: %1"_s.arg(unknown)));
    }
};

LOCKSCOPE_TEST(TestCommandTable)

} // namespace tst_commandtable

#include "tst_commandtable.moc"
