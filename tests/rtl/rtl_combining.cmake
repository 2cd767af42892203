# Verilated tests of the HPAM combining in the switch RTL (CombiningEnable, cc_combining_unit):
# label rtl (combining/rtl_combining_test.cpp: the merge word for word and cycle by cycle) and
# cosim (combining/rtl_combining_lockstep_test.cpp: against net::SwitchCore with its
# HpamCombiningUnit, every pin every cycle). Meant to be included at the end of rtl_tests.cmake,
# which provides ccsim_rtl_models, CCSIM_RTL_SOURCES and GoogleTest.
#
# One test-only configuration, kept out of the product:
#   cb  6 ports, 2 VCs, depth 4 (the HPAM's queues), sync gate and stop condition on pool VC 1,
#       the combining on (CombiningEnable): groups of up to six ports on either VC
# It reaches C++ as CCSIM_RTL_CB (an initializer of rtl::RtlConfig). The tests sit in
# combining/, out of the rtl_*_test.cpp that rtl_tests.cmake gathers, which do not link this
# configuration.
set(rtl_combining_dir ${CMAKE_CURRENT_LIST_DIR}/combining)

add_library(ccsim_rtl_combining_models STATIC)
ccsim_verilate_switch(ccsim_rtl_combining_models cb 6 2 4 1 1 1 0 1)
# One Verilator runtime per test: ccsim_rtl_models'.
get_target_property(rtl_combining_model_sources ccsim_rtl_combining_models SOURCES)
list(FILTER rtl_combining_model_sources EXCLUDE REGEX "^${VERILATOR_ROOT}/include/")
set_property(TARGET ccsim_rtl_combining_models PROPERTY SOURCES ${rtl_combining_model_sources})
ccsim_verilated_library(ccsim_rtl_combining_models)
target_link_libraries(ccsim_rtl_combining_models PUBLIC ccsim_rtl_models)

add_executable(rtl_combining_tests ${rtl_combining_dir}/rtl_combining_test.cpp)
target_link_libraries(rtl_combining_tests PRIVATE ccsim_rtl_combining_models ccsim_net
                      GTest::gtest_main)
gtest_discover_tests(rtl_combining_tests PROPERTIES LABELS rtl DISCOVERY_TIMEOUT 60)

add_executable(rtl_combining_lockstep_tests ${rtl_combining_dir}/rtl_combining_lockstep_test.cpp)
target_link_libraries(rtl_combining_lockstep_tests PRIVATE ccsim_rtl_combining_models ccsim_net
                      GTest::gtest_main)
gtest_discover_tests(rtl_combining_lockstep_tests PROPERTIES LABELS cosim DISCOVERY_TIMEOUT 60)
