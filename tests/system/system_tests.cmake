# System tier: whole runs of the ccsim command as a user runs it (black box: exit code, stderr,
# files written). Included from tests/CMakeLists.txt, so relative paths start at tests/.
# Each test is its own ctest entry (label `system`), so `ctest -j` runs them in parallel.
# The co-simulation tests (system/cosim/) are a target of their own, below.
file(GLOB_RECURSE system_test_sources CONFIGURE_DEPENDS
     ${CMAKE_CURRENT_SOURCE_DIR}/system/*_test.cpp)
list(FILTER system_test_sources EXCLUDE REGEX "/system/cosim/")
add_executable(system_tests ${system_test_sources})
target_link_libraries(system_tests PRIVATE GTest::gtest_main nlohmann_json::nlohmann_json)
target_compile_definitions(system_tests PRIVATE CCSIM_BIN="$<TARGET_FILE:ccsim>"
                                                CCSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
add_dependencies(system_tests ccsim)
gtest_discover_tests(system_tests PROPERTIES LABELS system TIMEOUT 60 DISCOVERY_TIMEOUT 60)
# FST traces are read back with fstapi's reader where the build writes them; elsewhere the tests
# check that they are refused.
if(CCSIM_WITH_FST)
  target_link_libraries(system_tests PRIVATE ccsim_fstapi)
  target_compile_definitions(system_tests PRIVATE CCSIM_WITH_FST=1)
endif()

# Slow tier: every registered study end to end (`ccsim reproduce` names none, so it runs them
# all), with cubes up to dimension 5, so that none rots; kept out of `make test`. A new study
# is covered without editing this file. About 2,500 simulations, 47 CPU-minutes.
add_test(NAME Reproduce.EveryStudyRunsEndToEnd
         COMMAND ccsim reproduce --max-dim 5 --quiet --out ${CMAKE_CURRENT_BINARY_DIR}/reproduce-all)
set_tests_properties(Reproduce.EveryStudyRunsEndToEnd PROPERTIES
                     LABELS slow TIMEOUT 10800 ENVIRONMENT SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1)

# Co-simulation tier: the same runs with the Verilated switch (switch.impl = rtl) and the
# model switch must agree to the last statistic (label cosim). Only with CCSIM_WITH_RTL.
if(NOT CCSIM_WITH_RTL)
  return()
endif()
add_executable(cosim_system_tests ${CMAKE_CURRENT_SOURCE_DIR}/system/cosim/cosim_test.cpp
                                  ${CMAKE_CURRENT_SOURCE_DIR}/system/cosim/hpam_cosim_test.cpp)
target_link_libraries(cosim_system_tests PRIVATE GTest::gtest_main nlohmann_json::nlohmann_json)
target_compile_definitions(cosim_system_tests PRIVATE CCSIM_BIN="$<TARGET_FILE:ccsim>"
                                                      CCSIM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
add_dependencies(cosim_system_tests ccsim)
gtest_discover_tests(cosim_system_tests PROPERTIES LABELS cosim TIMEOUT 300
                     DISCOVERY_TIMEOUT 60)
