// SPDX-License-Identifier: Apache-2.0

// Recogniser files (docs/recognisers.md): every error with its place, the patterns, the owner
// formats, and a layout no compiled system knows built from a file alone.

#include "recognisers/NamePatternCompiler.h"
#include "recognisers/OwnerReading.h"
#include "recognisers/RecogniserCatalogue.h"
#include "recognisers/RecogniserFile.h"
#include "systems/SystemFixtures.h"
#include "systems/SystemRecogniser.h"
#include "batch/TestBatch.h"

#include <QTest>

namespace tst_recogniserfiles {

using namespace lockscope;
using namespace lockscope::fixtures;

namespace {

const QByteArray kBilling = R"yaml(# an in-house Curator-less lock
id: billing
name: Billing
names: {zh_CN: 计费, ru: Биллинг}
roles:
  invoice-lock: {en: invoice lock, ru: блокировка счёта}
rules:
  - name: invoice-lock
    parent: "billing/{tenant}/invoice-locks"
    children: "worker-{host}-{seq}"
    nodes: ephemeral
    meaning: lock
    role: invoice-lock
    owner: {format: key-value, key: pid, template: "{host} pid {pid} (tenant {tenant})"}
  - name: ledger
    parent: "billing/{tenant}/ledger"
    children: "{:entry|flock#}{seq}"
    meaning: read-write
    mode: {from: data, read: "^READ:", write: "^WRITE:"}
    persistent_by_design: true
    role: ledger
  - name: workers
    parent: billing/workers
    nodes: ephemeral
    meaning: registration
)yaml";

std::shared_ptr<RecogniserCatalogue> catalogueOf(const QByteArray &file, QList<RecogniserError> *errors = nullptr)
{
    auto catalogue = std::make_shared<RecogniserCatalogue>(builtInRecognisers());
    RecogniserFileResult result = parseRecogniserFile(file, QStringLiteral("test.yaml"));
    if (errors)
        *errors = result.errors + catalogue->errors;
    if (result.definition)
        addRecogniser(*catalogue, std::move(*result.definition));
    if (errors)
        *errors += catalogue->errors;
    return catalogue;
}

} // namespace

class TstRecogniserFiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { installRecognisers(std::make_shared<RecogniserCatalogue>(builtInRecognisers())); }

    void builtInFilesLoadClean()
    {
        const RecogniserCatalogue catalogue = builtInRecognisers();
        QVERIFY2(catalogue.errors.isEmpty(), qPrintable(catalogue.errors.value(0).toString()));
        for (const char *id : {"helix", "pulsar", "druid", "nifi", "spark", "storm", "accumulo", "vitess", "flink",
                               "hudi", "elasticjob", "dolphinscheduler", "dubbo"})
            QVERIFY2(catalogue.find(QLatin1String(id)), id);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("error"); // the first error, as printed

        const QByteArray rule = "rules:\n  - name: r\n    parent: a/b\n    meaning: lock\n    children: \"n-{seq}\"\n";
        QTest::newRow("yaml syntax") << QByteArray("id: [x\n")
                                     << QStringLiteral("test.yaml:2:1: end of sequence flow not found");
        QTest::newRow("not a map") << QByteArray("- a\n")
                                   << QStringLiteral("test.yaml:1:1: expected a map with id, name and rules");
        QTest::newRow("id missing") << QByteArray("name: n\n" + rule)
                                    << QStringLiteral("test.yaml:1:1: 'id' is missing");
        QTest::newRow("id not kebab") << QByteArray(
            "id: My_Sys\nname: n\n"
            + rule) << QStringLiteral("test.yaml:1:5: 'id' is kebab-case (a-z, 0-9, '-'), as the snapshot's system");
        QTest::newRow("unknown key") << QByteArray("id: s\nname: n\ncolour: red\n" + rule)
                                     << QStringLiteral("test.yaml:3:1: unknown key 'colour'");
        QTest::newRow("no rules") << QByteArray("id: s\nname: n\nrules: []\n")
                                  << QStringLiteral("test.yaml:3:8: 'rules' must list at least one rule");
        QTest::newRow("unknown meaning")
            << QByteArray("id: s\nname: n\nrules:\n  - name: r\n    parent: a\n    meaning: lok\n")
            << QStringLiteral("test.yaml:6:14: unknown meaning 'lok' (docs/recognisers.md, \"Meanings\")");
        QTest::newRow("queue without seq")
            << QByteArray("id: s\nname: n\nrules:\n  - name: r\n    parent: a\n    children: n-\n    meaning: lock\n")
            << QStringLiteral("test.yaml:6:15: a queue is ordered by {seq}: end 'children' with it");
        QTest::newRow("unclosed capture")
            << QByteArray("id: s\nname: n\nrules:\n  - name: r\n    parent: \"a/{x\"\n    meaning: pin\n")
            << QStringLiteral("test.yaml:5:13: 'parent': '{' without '}'");
        QTest::newRow("bad capture regex")
            << QByteArray("id: s\nname: n\nrules:\n  - name: r\n    parent: \"a/{x:(}\"\n    meaning: pin\n")
            << QStringLiteral("test.yaml:5:13: 'parent': the capture 'x': missing closing parenthesis");
        QTest::newRow("seq in a parent")
            << QByteArray("id: s\nname: n\nrules:\n  - name: r\n    parent: \"a/{seq}\"\n    meaning: pin\n")
            << QStringLiteral("test.yaml:5:13: 'parent': {seq} may only end a children pattern");
        QTest::newRow("owner on a record")
            << QByteArray(
                   "id: s\nname: n\nrules:\n  - name: r\n    parent: a\n    meaning: pin\n    owner: {format: text}\n")
            << QStringLiteral("test.yaml:7:12: records have no owner: 'owner' is for locks and elections");
        QTest::newRow("read-write without mode")
            << QByteArray(
                   "id: s\nname: n\nrules:\n  - name: r\n    parent: a\n    children: \"x{seq}\"\n    meaning: read-write\n")
            << QStringLiteral(
                   "test.yaml:4:5: a read-write rule says which entries read and which write: 'mode' is missing");
        QTest::newRow("two rules, one name") << QByteArray(
            "id: s\nname: n\nrules:\n  - {name: r, parent: a, meaning: pin}\n  - {name: r, parent: b, meaning: pin}\n")
                                             << QStringLiteral("test.yaml:5:12: a second rule named 'r'");
        QTest::newRow("binary") << QByteArray("id: s\0\x01", 7)
                                << QStringLiteral("test.yaml: binary data: not a recogniser file");
        QTest::newRow("huge") << QByteArray(2 << 20, 'a')
                              << QStringLiteral("test.yaml: larger than 1 MiB: not a recogniser file");
        QTest::newRow("deep nesting") << QByteArray(100000, '[') << QString();
    }
    void errors()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, error);
        const RecogniserFileResult result = parseRecogniserFile(file, QStringLiteral("test.yaml"));
        QVERIFY(!result.definition);
        QVERIFY(!result.errors.isEmpty());
        if (!error.isEmpty())
            QCOMPARE(result.errors.constFirst().toString(), error);
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("matches");

        QTest::newRow("tail of a path") << "accumulo/{id}/managers/lock"
                                        << "/accumulo/ab-12/managers/lock" << true;
        QTest::newRow("under a chroot") << "accumulo/{id}/managers/lock"
                                        << "/prod/accumulo/ab/managers/lock" << true;
        QTest::newRow("one name per capture") << "accumulo/{id}/managers/lock"
                                              << "/accumulo/a/b/managers/lock" << false;
        QTest::newRow("anchored") << "/accumulo/{id}/gc/lock"
                                  << "/prod/accumulo/a/gc/lock" << false;
        QTest::newRow("anchored at the root") << "/accumulo/{id}/gc/lock"
                                              << "/accumulo/a/gc/lock" << true;
        QTest::newRow("alternatives") << "{svc:gc|monitor}/lock"
                                      << "/a/monitor/lock" << true;
        QTest::newRow("alternatives, whole name") << "{svc:gc|monitor}/lock"
                                                  << "/a/gcx/lock" << false;
        QTest::newRow("double star") << "/x/**/locks"
                                     << "/x/a/b/c/locks" << true;
        QTest::newRow("double star, none") << "/x/**/locks"
                                           << "/x/locks" << true;
        QTest::newRow("literal dot") << "a.b"
                                     << "/axb" << false;
        QTest::newRow("spaces") << "leaders/Primary Node"
                                << "/nifi/leaders/Primary Node" << true;
    }
    void patterns()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, path);
        QFETCH(bool, matches);
        auto compiled = compileNamePattern(pattern, PatternKind::Parent);
        QVERIFY(std::holds_alternative<NamePattern>(compiled));
        QCOMPARE(matchParent(std::get<NamePattern>(compiled), path).has_value(), matches);
    }

    void sequences_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("sequence"); // -1: no match
        QTest::newRow("ten digits") << "zlock#7b1c#0000000042" << qint64(42);
        QTest::newRow("wrapped") << "zlock#7b1c#-2147483648" << qint64(-2147483648LL);
        QTest::newRow("nine digits") << "zlock#7b1c#000000042" << qint64(-1);
        QTest::newRow("other prefix") << "xlock#7b1c#0000000042" << qint64(-1);
        QTest::newRow("beyond 32 bits") << "zlock#7b1c#9999999999" << qint64(-2);
    }
    void sequences()
    {
        QFETCH(QString, name);
        QFETCH(qint64, sequence);
        auto compiled = compileNamePattern(QStringLiteral("zlock#{uuid}#{seq}"), PatternKind::Children);
        const NamePattern pattern = std::get<NamePattern>(compiled);
        const QRegularExpressionMatch match = pattern.regex.match(name);
        QCOMPARE(match.hasMatch(), sequence != -1);
        if (match.hasMatch()) {
            QCOMPARE(sequenceOf(match).value_or(-2), sequence);
            QCOMPARE(match.captured(u"uuid"), QStringLiteral("7b1c"));
        }
    }

    void owners_data()
    {
        QTest::addColumn<QByteArray>("owner"); // the YAML flow map
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("text"); // empty: no owner
        QTest::newRow("text") << QByteArray("{format: text}") << QByteArray("host-1:9997\n") << "host-1:9997";
        QTest::newRow("text, control bytes") << QByteArray("{format: text}") << QByteArray("\x01\x02zz") << QString();
        QTest::newRow("json pointer") << QByteArray("{format: json, pointer: /a~1b/0/address}")
                                      << QByteArray(R"({"a/b":[{"address":"h:1"}]})") << "h:1";
        QTest::newRow("json, pointer missing")
            << QByteArray("{format: json, pointer: /address}") << QByteArray("{}") << QString();
        QTest::newRow("json garbage") << QByteArray("{format: json, pointer: /address}") << QByteArray("{\"add")
                                      << QString();
        QTest::newRow("key-value") << QByteArray("{format: key-value, key: SERVICE}")
                                   << QByteArray("SERVICE=tserver-3:9997") << "tserver-3:9997";
        QTest::newRow("key-value, template")
            << QByteArray("{format: key-value, key: a, delimiter: ';', template: '{a}/{b}'}") << QByteArray("a=1;b=2")
            << "1/2";
        QTest::newRow("regex") << QByteArray("{format: regex, pattern: 'application_id=(?<owner>\\S+)'}")
                               << QByteArray("application_id=app_17") << "app_17";
        QTest::newRow("java writeUTF") << QByteArray("{format: java-utf}") << QByteArray("\x00\x05h\xc3\xa9:1", 7)
                                       << "hé:1";
        QTest::newRow("java writeUTF, wrong length")
            << QByteArray("{format: java-utf}") << QByteArray("\x00\x09h:1", 5) << QString();
    }
    void owners()
    {
        QFETCH(QByteArray, owner);
        QFETCH(QByteArray, data);
        QFETCH(QString, text);
        const QByteArray file = "id: s\nname: n\nrules:\n  - name: r\n    parent: a\n    children: \"n-{seq}\"\n"
                                "    meaning: lock\n    owner: "
            + owner + "\n";
        const RecogniserFileResult result = parseRecogniserFile(file, QStringLiteral("t.yaml"));
        QVERIFY2(result.definition, qPrintable(result.errors.value(0).toString()));
        NodeInfo node;
        node.name = QStringLiteral("n-0000000001");
        node.data = data;
        const auto read = readOwner(result.definition->rules.front().owner, node, {});
        QCOMPARE(read ? read->text : QString(), text);
    }

    // A layout no compiled system knows, recognised from a file alone.
    void aFileTeachesANewSystem()
    {
        QList<RecogniserError> errors;
        installRecognisers(catalogueOf(kBilling, &errors));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        const FixtureTree tree(Tree{
            {QStringLiteral("/corp/billing/acme/invoice-locks/worker-h1-0000000007"), kSessionA, "pid=4711\nstarted=x"},
            {QStringLiteral("/corp/billing/acme/invoice-locks/worker-h2-0000000003"), kSessionB, "pid=99"},
            {QStringLiteral("/corp/billing/acme/ledger/flock#0000000001"), kPersistent, "READ:txn-1"},
            {QStringLiteral("/corp/billing/acme/ledger/flock#0000000002"), kPersistent, "WRITE:txn-2"},
            {QStringLiteral("/corp/billing/workers/h1"), kSessionA, "x"},
        });
        const std::vector<LockQueue> invoices = tree.build(QStringLiteral("/corp/billing/acme/invoice-locks"));
        const LockQueue *queue = findSystemQueue(invoices, QStringLiteral("billing"), QStringLiteral("invoice-lock"));
        QVERIFY(queue);
        QCOMPARE(queue->kind, LockKind::Mutex);
        QCOMPARE(entryStates(*queue),
                 (QStringList{QStringLiteral("worker-h2-0000000003=holding"),
                              QStringLiteral("worker-h1-0000000007=waiting")}));
        QCOMPARE(queue->entries.front().owner->text, QStringLiteral("h2 pid 99 (tenant acme)"));
        QCOMPARE(queue->entries.front().owner->fields.value(u"tenant").toString(), QStringLiteral("acme"));

        const std::vector<LockQueue> ledger = tree.build(QStringLiteral("/corp/billing/acme/ledger"));
        const LockQueue *rw = findSystemQueue(ledger, QStringLiteral("billing"), QStringLiteral("ledger"));
        QVERIFY(rw);
        QCOMPARE(rw->kind, LockKind::ReadWrite);
        QCOMPARE(entryStates(*rw),
                 (QStringList{QStringLiteral("flock#0000000001=holding"), QStringLiteral("flock#0000000002=waiting")}));
        QCOMPARE(rw->systemFindings.size(), 2); // persistent by design: info, not a leak
        QCOMPARE(rw->systemFindings.front().severity, Severity::Info);

        QVERIFY(tree.build(QStringLiteral("/corp/billing/workers"), true).empty());
        const NodeListing *workers = tree.find(QStringLiteral("/corp/billing/workers"));
        const std::optional<SystemRecord> record =
            systemRecordOf(*workers, ListingSource{*workers, {}}, QStringLiteral("h1"));
        QVERIFY(record);
        QCOMPARE(record->system, QStringLiteral("billing"));
        QCOMPARE(record->kind, RecordKind::Registration);
    }

    void lookAlikesStayGeneric()
    {
        installRecognisers(catalogueOf(kBilling));
        const FixtureTree tree(
            Tree{{QStringLiteral("/billing/acme/other-locks/worker-h1-0000000007"), kSessionA, "pid=1"},
                 {QStringLiteral("/billing/acme/invoice-locks/lock-0000000001"), kSessionA, ""}});
        QVERIFY(!hasSystemQueue(tree.buildAll(), QStringLiteral("billing")));
    }

    void withoutTheFileNothingIsKnown()
    {
        const FixtureTree tree(
            Tree{{QStringLiteral("/billing/acme/invoice-locks/worker-h1-0000000007"), kSessionA, "pid=1"}});
        QVERIFY(!hasSystemQueue(tree.buildAll(), QStringLiteral("billing")));
    }

    void overrideThatDropsRecordsIsRefused()
    {
        QList<RecogniserError> errors;
        // Pulsar's broker registrations made a lock: they would be offered for deletion.
        const auto catalogue =
            catalogueOf("id: pulsar\nname: Mine\nrules:\n  - name: brokers\n    parent: loadbalance/brokers\n"
                        "    children: \"{b}\"\n    meaning: single-node-lock\n",
                        &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.front().reason.startsWith(u"refused: this file replaces pulsar's"),
                 qPrintable(errors.front().reason));
        QCOMPARE(errors.front().toString().section(u':', 0, 2), QStringLiteral("test.yaml:1:5"));
        QCOMPARE(catalogue->find(QStringLiteral("pulsar"))->name, QStringLiteral("Apache Pulsar")); // the built-in kept
    }

    void overrideThatKeepsRecordsReplaces()
    {
        QList<RecogniserError> errors;
        const auto catalogue =
            catalogueOf("id: pulsar\nname: Pulsar (ours)\nrules:\n  - name: b\n    parent: loadbalance/brokers\n"
                        "    nodes: ephemeral\n    meaning: registration\n",
                        &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(catalogue->find(QStringLiteral("pulsar"))->name, QStringLiteral("Pulsar (ours)"));
    }

    void displayNames()
    {
        const auto catalogue = catalogueOf(kBilling);
        const RecogniserDefinition *billing = catalogue->find(QStringLiteral("billing"));
        QCOMPARE(billing->displayName(QStringLiteral("zh_CN")), QStringLiteral("计费"));
        QCOMPARE(billing->displayName(QStringLiteral("ru_RU")), QStringLiteral("Биллинг"));
        QCOMPARE(billing->displayName(QStringLiteral("de")), QStringLiteral("Billing"));
        QCOMPARE(billing->roleName(QStringLiteral("invoice-lock"), QStringLiteral("ru")),
                 QStringLiteral("блокировка счёта"));
        QCOMPARE(billing->roleName(QStringLiteral("invoice-lock"), QStringLiteral("zh_CN")),
                 QStringLiteral("invoice lock"));
    }
};

LOCKSCOPE_TEST(TstRecogniserFiles)

} // namespace tst_recogniserfiles

#include "tst_recogniserfiles.moc"
