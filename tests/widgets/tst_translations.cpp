// SPDX-License-Identifier: Apache-2.0

// The GUI in another language: the embedded catalogues load for a language code, the main window
// is built translated (menus, the overview's headers, the banner's plural "%n locks", the queue
// title's "%n waiting"), View → Language keeps the choice and says when it applies, Russian
// plural forms follow the number, and core's findings are worded in the chosen language.
#include "TestZooKeeper.h"
#include "WidgetTestSupport.h"
#include "batch/TestBatch.h"

#include "diagnostics/DiagnosticsEvaluation.h"
#include "mainwindow/Connection.h"
#include "mainwindow/ConnectionTab.h"
#include "mainwindow/LanguageMenu.h"
#include "mainwindow/MainWindow.h"
#include "models/LockListModel.h"
#include "models/QueueModel.h"
#include "settings/Language.h"
#include "views/LocksOverview.h"

#include <QAction>
#include <QChart>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>

namespace tst_translations {

using namespace lockscope;
using namespace lockscope::ui;
using lockscope::test::waitUntil;

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

bool hasLabel(const QWidget *root, const QString &text)
{
    const QList<QLabel *> labels = root->findChildren<QLabel *>();
    return std::any_of(labels.begin(), labels.end(), [&](const QLabel *l) { return l->text() == text; });
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LocalZooKeeper> m_server;
    QTemporaryDir m_dir;
    int m_case = 0;

private Q_SLOTS:
    void initTestCase()
    {
        m_server = test::startZooKeeper();
        QVERIFY(m_server);
    }

    void cleanup()
    {
        installTranslations(QStringLiteral("en"));
        QSettings().remove(QStringLiteral("ui/language"));
    }

    void mainWindowIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("menus");
        QTest::addColumn<QString>("lockHeader");
        QTest::addColumn<QString>("eventsTab");
        QTest::addColumn<QString>("fiveLocks");
        QTest::addColumn<QString>("threeWaiting");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("&File"), QStringLiteral("&Lock"), QStringLiteral("&View"),
                                           QStringLiteral("&Demo"), QStringLiteral("&Help")}
                            << QStringLiteral("Lock") << QStringLiteral("Live events") << QStringLiteral("5 locks")
                            << QStringLiteral("3 waiting");
        QTest::newRow("ru") << QStringLiteral("ru")
                            << QStringList{QStringLiteral("&Файл"), QStringLiteral("&Блокировка"),
                                           QStringLiteral("&Вид"), QStringLiteral("&Демо"), QStringLiteral("&Справка")}
                            << QStringLiteral("Блокировка") << QStringLiteral("События")
                            << QStringLiteral("5 блокировок") << QStringLiteral("3 ждут");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("文件(&F)"), QStringLiteral("锁(&L)"),
                                              QStringLiteral("视图(&V)"), QStringLiteral("演示(&D)"),
                                              QStringLiteral("帮助(&H)")}
                               << QStringLiteral("锁") << QStringLiteral("实时事件") << QStringLiteral("5 个锁")
                               << QStringLiteral("3 个等待者");
    }

    void mainWindowIsTranslated()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, menus);
        QFETCH(QString, lockHeader);
        QFETCH(QString, eventsTab);
        QFETCH(QString, fiveLocks);
        QFETCH(QString, threeWaiting);
        QVERIFY(installTranslations(language));

        // Five locks; the first has a holder and three waiters.
        test::ZkWriter w(m_server->connectString());
        const QString base = QStringLiteral("/t%1").arg(++m_case);
        for (int i = 0; i < 5; ++i) {
            const QString lock = base + QStringLiteral("/lock%1").arg(i);
            QCOMPARE(w.createPath(lock), ZkError::Ok);
            for (int n = 0; n < (i == 0 ? 4 : 1); ++n)
                QVERIFY(!w.lockNode(lock + QStringLiteral("/lock-")).isEmpty());
        }

        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 900);
        window.show();
        QCOMPARE(menuTitles(window), menus);

        ConnectionProfile p;
        p.connectString = m_server->connectString();
        p.discover = {base};
        p.sessionTimeoutMs = 10000;
        p.adminPort = int(m_server->adminPort());
        ConnectionTab *tab = window.openConnection(p);
        QVERIFY(tab);
        QVERIFY(waitUntil([&] { return tab->connection()->locks()->rowCount() == 5; }, 15000));
        QVERIFY(waitUntil([&] { return hasLabel(tab, fiveLocks); }, 5000));
        QCOMPARE(tab->overview()->view()->model()->headerData(LockListModel::LockColumn, Qt::Horizontal).toString(),
                 lockHeader);
        QVERIFY(!tab->findChildren<QTabWidget *>().isEmpty());
        const QList<QTabWidget *> tabWidgets = tab->findChildren<QTabWidget *>();
        QVERIFY(std::any_of(tabWidgets.begin(), tabWidgets.end(),
                            [&](const QTabWidget *t) { return t->count() > 0 && t->tabText(0) == eventsTab; }));

        // The queue title's plural: "%n waiting".
        const QString first = base + QStringLiteral("/lock0");
        QVERIFY(tab->selectLock(first));
        QVERIFY(waitUntil([&] { return tab->connection()->queue()->rowCount() == 4; }, 10000));
        const QList<QLabel *> labels = tab->findChildren<QLabel *>();
        QVERIFY(waitUntil(
            [&] {
                return std::any_of(labels.begin(), labels.end(), [&](const QLabel *l) {
                    return l->text().startsWith(QStringLiteral("<b>") + first) && l->text().contains(threeWaiting);
                });
            },
            5000));
        // Every language fits a 1024×700 screen: no label's whole text sets the window's width.
        QVERIFY2(window.minimumSizeHint().width() <= 1024,
                 qPrintable(QString::number(window.minimumSizeHint().width())));
        QVERIFY2(window.minimumSizeHint().height() <= 700,
                 qPrintable(QString::number(window.minimumSizeHint().height())));
    }

    void russianPluralForms_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("locks");
        QTest::newRow("1") << 1 << QStringLiteral("1 блокировка");
        QTest::newRow("2") << 2 << QStringLiteral("2 блокировки");
        QTest::newRow("5") << 5 << QStringLiteral("5 блокировок");
        QTest::newRow("11") << 11 << QStringLiteral("11 блокировок");
        QTest::newRow("21") << 21 << QStringLiteral("21 блокировка");
        QTest::newRow("24") << 24 << QStringLiteral("24 блокировки");
    }

    void russianPluralForms()
    {
        QFETCH(int, count);
        QFETCH(QString, locks);
        QVERIFY(installTranslations(QStringLiteral("ru")));
        QCOMPARE(QCoreApplication::translate("lockscope::ui::ConnectionTab", "%n locks", nullptr, count), locks);
        QVERIFY(installTranslations(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("lockscope::ui::ConnectionTab", "%n locks", nullptr, count),
                 count == 1 ? QStringLiteral("1 lock") : QStringLiteral("%1 locks").arg(count));
    }

    void findingsFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("error");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("2 children under /u match no lock recipe and are not counted as "
                                              "entries (config, junk): check that they belong there")
                            << QStringLiteral("client addresses unknown: no member of the ensemble has answered yet");
        QTest::newRow("zh_CN")
            << QStringLiteral("zh_CN")
            << QStringLiteral("/u 下有 2 个子节点不符合任何锁配方，未计为条目（config, junk）：请检查它们是否应在那里")
            << QStringLiteral("客户端地址未知：集群成员尚未应答");
        QTest::newRow("ru") << QStringLiteral("ru")
                            << QStringLiteral("/u: дочерние узлы — 2 (config, junk) — не подходят ни к одному рецепту "
                                              "блокировки и не считаются записями; проверьте, что они должны там быть")
                            << QStringLiteral("адреса клиентов неизвестны: ни один член ансамбля ещё не ответил");
    }

    // Core's findings and errors are worded in the GUI's language (the CLI loads no catalogue, so
    // its JSON keeps the contract's English).
    void findingsFollowTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, detail);
        QFETCH(QString, error);
        QVERIFY(installTranslations(language));
        LockQueue queue;
        queue.path = QStringLiteral("/u");
        queue.unrecognized = {QStringLiteral("/u/junk"), QStringLiteral("/u/config")};
        const std::vector<LockQueue> locks{queue};
        DiagnosticsInput input;
        input.locks = QueueView(locks);
        input.ensembleName = QStringLiteral("127.0.0.1:2181");
        const DiagnosticsReport report = evaluateDiagnostics(input).report;
        QCOMPARE(report.findings.size(), 1);
        QCOMPARE(report.findings.first().detail, detail);
        QCOMPARE(report.errors.size(), 2); // client addresses and watch lists, for the same cause
        QCOMPARE(report.errors.first().error, error);
    }

    // Column widths are kept for the next tab, but not into another language, where the saved
    // widths would clip longer headers: Russian headers are fitted again.
    void columnWidthsStayInTheirLanguage()
    {
        QVERIFY(installTranslations(QStringLiteral("en")));
        MainWindow window(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window.resize(1400, 900);
        window.show();
        ConnectionProfile p;
        p.connectString = m_server->connectString();
        p.discover = {QStringLiteral("/t-widths")};
        const auto waitersWidth = [](ConnectionTab *tab) {
            return tab->overview()->view()->horizontalHeader()->sectionSize(LockListModel::WaitersColumn);
        };
        ConnectionTab *first = window.openConnection(p);
        QVERIFY(first);
        const int fitted = waitersWidth(first);
        first->overview()->view()->horizontalHeader()->resizeSection(LockListModel::WaitersColumn, 20);
        const int narrowed = waitersWidth(first); // the header's minimum section size, at least
        QVERIFY(narrowed < fitted);
        {
            QSettings settings;
            first->saveLayout(settings);
        }
        ConnectionTab *second = window.openConnection(p);
        QVERIFY(second);
        QCOMPARE(waitersWidth(second), narrowed);

        QVERIFY(installTranslations(QStringLiteral("ru")));
        ConnectionTab *russian = window.openConnection(p);
        QVERIFY(russian);
        const QHeaderView *header = russian->overview()->view()->horizontalHeader();
        const QString waiters = header->model()->headerData(LockListModel::WaitersColumn, Qt::Horizontal).toString();
        QCOMPARE(waiters, QStringLiteral("Ожидающие"));
        QVERIFY(waitersWidth(russian) > QFontMetrics(header->font()).horizontalAdvance(waiters));
        QSettings().remove(QStringLiteral("tab"));
    }

    // Month names on chart axes follow the chosen language, not the system's.
    void chartDatesFollowTheLanguage()
    {
        const QDateTime when(QDate(2026, 11, 24), QTime(3, 12));
        QVERIFY(installTranslations(QStringLiteral("ru")));
        QCOMPARE(QChart().locale().toString(when, QStringLiteral("d MMM")),
                 QLocale(QLocale::Russian).toString(when, QStringLiteral("d MMM")));
        QVERIFY(QChart().locale().toString(when, QStringLiteral("MMM")) != QStringLiteral("Nov"));
        QVERIFY(installTranslations(QStringLiteral("en")));
        QCOMPARE(QChart().locale().toString(when, QStringLiteral("d MMM")), QStringLiteral("24 Nov"));
    }

    // A language lockscope has no catalogue for reads English, with English singular forms.
    void unknownLanguageFallsBackToEnglish()
    {
        QVERIFY(!installTranslations(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("lockscope::ui::ConnectionTab", "%n locks", nullptr, 1),
                 QStringLiteral("1 lock"));
        QCOMPARE(QCoreApplication::translate("lockscope::ui::MainWindow", "&File"), QStringLiteral("&File"));
    }

    // View → Language keeps the choice, says it applies at the next start, and the next window
    // (the one built after a restart) is in that language.
    void languageMenuKeepsTheChoice()
    {
        auto window = std::make_unique<MainWindow>(m_dir.filePath(QStringLiteral("audit.jsonl")));
        window->show();
        auto *menu = window->findChild<LanguageMenu *>();
        QVERIFY(menu);
        QVERIFY(menu->actionFor(QString())->isChecked());
        QCOMPARE(menu->actionFor(QStringLiteral("ru"))->text(), QStringLiteral("Русский"));
        QCOMPARE(menu->actionFor(QStringLiteral("zh_CN"))->text(), QStringLiteral("中文"));

        menu->actionFor(QStringLiteral("ru"))->trigger();
        QCOMPARE(savedLanguage(), QStringLiteral("ru"));
        QVERIFY(menu->actionFor(QStringLiteral("ru"))->isChecked());
        QMessageBox *note = nullptr;
        QVERIFY(waitUntil([&] { return (note = window->findChild<QMessageBox *>()) && note->isVisible(); }, 3000));
        QVERIFY(note->text().contains(QStringLiteral("restart")));
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("restart")));
        note->close();
        window.reset();

        QVERIFY(installTranslations(savedLanguage()));
        MainWindow next(m_dir.filePath(QStringLiteral("audit.jsonl")));
        QCOMPARE(menuTitles(next).constFirst(), QStringLiteral("&Файл"));
        QVERIFY(next.findChild<LanguageMenu *>()->actionFor(QStringLiteral("ru"))->isChecked());

        // An unknown code kept by another version falls back to the system's language.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(savedLanguage(), QString());
    }
};

LOCKSCOPE_TEST(TestTranslations)

} // namespace tst_translations
#include "tst_translations.moc"
