// SPDX-License-Identifier: Apache-2.0

// The shipped catalogues against the sources: lupdate (Debian's, as the build runs it) finds no
// string without a translation in zh_CN or ru, every translation keeps its source's placeholders
// (%1, %n...) and keyboard accelerator, plural messages have as many forms as the language has,
// English carries its own singular forms, and each language keeps one term per term
// (translations/glossary.tsv).
#include "batch/TestBatch.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace tst_catalogues {

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    bool finished = true;
    QStringList translations; // one, or the numerus forms
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{
                context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), true, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.finished = type.isEmpty();
            if (!current.numerus)
                current.translations << xml.readElementText();
            while (current.numerus && xml.readNextStartElement())
                current.translations << xml.readElementText();
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// %1..%99 and %n, sorted, with repeats: a translation must use each as often as its source.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

bool hasAccelerator(QString text)
{
    return text.remove(QStringLiteral("&&")).contains(QLatin1Char('&'));
}

QString sourceDir()
{
    return qEnvironmentVariable("LOCKSCOPE_SOURCE_DIR");
}

} // namespace

class TestCatalogues : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void translationsAreComplete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("pluralForms");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << 1;
        QTest::newRow("ru") << QStringLiteral("ru") << 3;
    }

    void translationsAreComplete()
    {
        QFETCH(QString, language);
        QFETCH(int, pluralForms);
        QString error;
        const QList<Message> messages =
            readCatalogue(sourceDir() + QStringLiteral("/translations/lockscope_%1.ts").arg(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 200);
        for (const Message &m : messages) {
            const QByteArray where = (m.context + QStringLiteral(": ") + m.source).toUtf8();
            QVERIFY2(m.finished, where.constData());
            QCOMPARE(m.translations.size(), m.numerus ? pluralForms : 1);
            for (const QString &t : m.translations) {
                const QByteArray pair = QByteArray(where + " -> " + t.toUtf8());
                QVERIFY2(!t.trimmed().isEmpty(), where.constData());
                QVERIFY2(placeholders(t) == placeholders(m.source), pair.constData());
                QVERIFY2(hasAccelerator(t) == hasAccelerator(m.source), pair.constData());
            }
        }
    }

    void englishHasSingularForms()
    {
        QString error;
        const QList<Message> messages =
            readCatalogue(sourceDir() + QStringLiteral("/translations/lockscope_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int plurals = 0;
        for (const Message &m : messages) {
            if (!m.numerus)
                continue;
            ++plurals;
            QVERIFY2(m.finished && m.translations.size() == 2, m.source.toUtf8().constData());
            QCOMPARE(placeholders(m.translations.at(0)), placeholders(m.source));
        }
        QVERIFY(plurals >= 10);
    }

    // translations/glossary.tsv: a source naming a term gets the language's one term for it,
    // never a rejected synonym (zh_CN 撤销 reads as "Undo"; ru сеанс beside сессия).
    void glossaryTermsAreKept()
    {
        QFile glossary(sourceDir() + QStringLiteral("/translations/glossary.tsv"));
        QVERIFY2(glossary.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(glossary.errorString()));
        int rules = 0;
        int checked = 0;
        while (!glossary.atEnd()) {
            QString line = QString::fromUtf8(glossary.readLine());
            if (line.endsWith(QLatin1Char('\n')))
                line.chop(1);
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList column = line.split(QLatin1Char('\t'));
            QVERIFY2(column.size() == 4, qPrintable(line));
            ++rules;
            const auto options =
                QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;
            const QRegularExpression term(column[1], options);
            const QRegularExpression required(column[2], options);
            const QRegularExpression rejected(column[3].isEmpty() ? QStringLiteral("(?!)") : column[3], options);
            QVERIFY2(term.isValid() && required.isValid() && rejected.isValid(), qPrintable(line));
            QString error;
            const QList<Message> messages =
                readCatalogue(sourceDir() + QStringLiteral("/translations/lockscope_%1.ts").arg(column[0]), &error);
            QVERIFY2(error.isEmpty() && !messages.isEmpty(), qPrintable(line + QLatin1Char(' ') + error));
            for (const Message &m : messages) {
                for (const QString &t : m.translations) {
                    const QByteArray pair =
                        (column[0] + QStringLiteral(": ") + m.source + QStringLiteral(" -> ") + t).toUtf8();
                    QVERIFY2(!rejected.match(t).hasMatch(), pair.constData());
                    if (!term.match(m.source).hasMatch())
                        continue;
                    ++checked;
                    QVERIFY2(required.match(t).hasMatch(), pair.constData());
                }
            }
        }
        QVERIFY(rules >= 10);
        QVERIFY(checked >= 100);
    }

    // lupdate over today's sources adds nothing to the shipped catalogues: every string a
    // change adds is translated before it ships.
    void cataloguesMatchTheSources_data() { translationsAreComplete_data(); }

    void cataloguesMatchTheSources()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString shipped = sourceDir() + QStringLiteral("/translations/lockscope_%1.ts").arg(language);
        const QString copy = dir.filePath(QFileInfo(shipped).fileName());
        QVERIFY(QFile::copy(shipped, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(LOCKSCOPE_LUPDATE),
                      // The directories ui/CMakeLists.txt gives lupdate: the GUI, core's findings and advice.
                      {sourceDir() + QStringLiteral("/ui"), sourceDir() + QStringLiteral("/core/admin"),
                       sourceDir() + QStringLiteral("/core/diagnostics"),
                       sourceDir() + QStringLiteral("/core/findings"), sourceDir() + QStringLiteral("/core/systems"),
                       QStringLiteral("-I"), sourceDir() + QStringLiteral("/core"), QStringLiteral("-extensions"),
                       QStringLiteral("cpp,h"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        const QByteArray output = lupdate.readAll();
        QVERIFY2(lupdate.exitCode() == 0, output.constData());
        QVERIFY2(output.contains("(0 new and"), output.constData());
        QString error;
        const QList<Message> before = readCatalogue(shipped, &error);
        const QList<Message> after = readCatalogue(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(after.size(), before.size());
        for (const Message &m : after)
            QVERIFY2(m.finished, (m.context + QStringLiteral(": ") + m.source).toUtf8().constData());
    }
};

LOCKSCOPE_TEST(TestCatalogues)

} // namespace tst_catalogues

#include "tst_catalogues.moc"
