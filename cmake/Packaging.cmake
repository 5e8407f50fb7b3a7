# SPDX-License-Identifier: Apache-2.0
# Installation layout and the Debian package (cmake --build build --target package):
# lockscope_<version>_amd64.deb with its dependencies computed from the binaries (dpkg-shlibdeps),
# the desktop integration (desktop file, hicolor icon, AppStream metainfo), man pages, bash
# completion, and what Debian's policy asks of every package: the copyright file, the changelog
# and, for the lintian tags that do not apply, the overrides with their reasons.
set(LOCKSCOPE_METAINFO_ID io.github.lockscope.lockscope)
set(packaging_dir ${PROJECT_BINARY_DIR}/packaging)

# Man pages and metainfo carry the project version; man pages are installed gzipped, as Debian's policy asks.
foreach(page lockscope lockscope-cli lockscope-sim)
  configure_file(${PROJECT_SOURCE_DIR}/docs/man/${page}.1 ${packaging_dir}/${page}.1 @ONLY)
  add_custom_command(OUTPUT ${packaging_dir}/${page}.1.gz
    COMMAND gzip -9nf -k ${packaging_dir}/${page}.1
    DEPENDS ${packaging_dir}/${page}.1
    COMMENT "Compressing the ${page}(1) man page")
  list(APPEND man_pages ${packaging_dir}/${page}.1.gz)
endforeach()
# The changelog (a native package's: changelog.gz), gzipped as Debian's policy asks.
add_custom_command(OUTPUT ${packaging_dir}/changelog.gz
  COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/resources/debian/changelog > ${packaging_dir}/changelog.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog
  COMMENT "Compressing the Debian changelog")
add_custom_target(man_pages ALL DEPENDS ${man_pages})
add_custom_target(debian_changelog ALL DEPENDS ${packaging_dir}/changelog.gz)
configure_file(${PROJECT_SOURCE_DIR}/resources/${LOCKSCOPE_METAINFO_ID}.metainfo.xml
               ${packaging_dir}/${LOCKSCOPE_METAINFO_ID}.metainfo.xml @ONLY)

install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# The licence (Apache-2.0; the full text is Debian's /usr/share/common-licenses/Apache-2.0) in
# Debian's machine-readable copyright format, the changelog, and the lintian overrides.
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${packaging_dir}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lockscope)
# How to write a recogniser file: the man page points here.
install(FILES ${PROJECT_SOURCE_DIR}/docs/recognisers.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/lockscope)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/lintian-overrides
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides RENAME lockscope)
# A stripped install (the package's) also drops the compiler's .comment and .note sections, as
# Debian's dh_strip does: they only name the compiler that built each object.
set(lockscope_binaries)
foreach(binary lockscope lockscope-cli lockscope-sim)
  if(TARGET ${binary})
    list(APPEND lockscope_binaries "$<TARGET_FILE_NAME:${binary}>")
  endif()
endforeach()
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    foreach(binary ${lockscope_binaries})
      execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment --remove-section=.note
                              \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/\${binary}\"
                      COMMAND_ERROR_IS_FATAL ANY)
    endforeach()
  endif()")
install(FILES ${PROJECT_SOURCE_DIR}/resources/bash-completion/lockscope-cli
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
# The operations files for `lockscope-cli serve`: the unit where systemd looks for a package's,
# the Prometheus and Grafana files beside the package's other data (not under /usr/share/doc,
# which minimal images leave out).
install(FILES ${PROJECT_SOURCE_DIR}/deploy/systemd/lockscope-serve.service DESTINATION lib/systemd/system)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/deploy/prometheus ${PROJECT_SOURCE_DIR}/deploy/grafana
        DESTINATION ${CMAKE_INSTALL_DATADIR}/lockscope/deploy)
if(LOCKSCOPE_BUILD_GUI)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/lockscope.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/lockscope.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  install(FILES ${packaging_dir}/${LOCKSCOPE_METAINFO_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME lockscope)
set(CPACK_PACKAGE_VENDOR "lockscope")
set(CPACK_PACKAGE_CONTACT "lockscope maintainers <maintainers@lockscope.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "live view of the distributed locks a ZooKeeper ensemble coordinates")
# The extended description: lines under 80 columns with the space dpkg adds (Debian's policy);
# an empty line parts paragraphs.
set(CPACK_PACKAGE_DESCRIPTION
  "lockscope understands the lock recipes used with Apache ZooKeeper (Curator,
kazoo, go-zookeeper, ZooKeeper's own recipes, hand-written ones) and shows
every lock as a queue: who holds it, who waits for whom, which session owns
each node and for how long, updated from watches.

This package holds the desktop GUI (lockscope), the command line tool for
scripts (lockscope-cli) and the simulated lock client of demo mode
(lockscope-sim).")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)           # lockscope_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded as plugins, so shlibdeps cannot see them: Qt's SVG image and icon engines draw the icon.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Demo mode runs Debian's ZooKeeper (and openssl for --tls); SASL mechanisms are Cyrus SASL plugins loaded at run time
# (DIGEST-MD5 in libsasl2-modules, GSSAPI in libsasl2-modules-gssapi-mit).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "zookeeper, default-jre-headless, openssl, libsasl2-modules, libsasl2-modules-gssapi-mit")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion, fonts-noto-cjk | fonts-wqy-microhei")   # the Chinese GUI needs a CJK font
include(CPack)
