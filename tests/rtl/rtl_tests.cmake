# Verilated tests of the switch RTL (issue #3): label rtl (the primitives, and the switch through
# the scenarios of the model's hardware tests) and cosim (rtl_lockstep_test.cpp: the RTL switch
# against net::SwitchCore, every output every cycle). Included from tests/CMakeLists.txt with
# CCSIM_WITH_RTL, after rtl/CMakeLists.txt has set CCSIM_RTL_SOURCES from rtl/files.f.
#
# Few, fixed configurations, since every Verilated model costs build time:
#   p3       3 ports, 2 VCs, depth 4, sync gate and stop condition, pool VC 0 (the Star and Chain
#            of tests/common/switch/hw_test_util.h)
#   p3_lite  3 ports, 2 VCs, depth 2, no additions (the depth-2 tests; the generate-off branches)
#   iwarp    5 ports, 3 VCs, depth 8, sync gate and stop condition, pool VC 2
#            (configs/iwarp-8x8.ini; the product's, rtl/CMakeLists.txt)
#   hpam     10 ports, 1 VC, depth 4, no sync gate or stop condition, the HPAM multicast on
#            (configs/hpam-*.ini; the product's)
#   mc       6 ports, 2 VCs, depth 4 (the HPAM's queues), sync gate and stop condition on pool
#            VC 1, the HPAM multicast on (MulticastEnable): runs of up to six ports on either VC
#            (rtl_multicast_*_test.cpp)
# and cc_tb_primitives (queues, arbiters for N = 1..6, sync gates, change detector).
# Each switch configuration reaches C++ as CCSIM_RTL_<NAME> = ports, VCs, queue depth,
# downstream depth, sync, stop, pool VC, multicast (an initializer of rtl::RtlConfig).
include(GoogleTest)
set(rtl_test_dir ${CMAKE_CURRENT_LIST_DIR})

# The test-only configurations, kept out of the product (which links iwarp and hpam alone, from
# ccsim_rtl_models). verilate() adds the Verilator runtime to every library it builds; this one
# drops its copy and uses ccsim_rtl_models', so a test links one runtime.
add_library(ccsim_rtl_test_models STATIC)
verilate(ccsim_rtl_test_models PREFIX Vcc_tb_primitives TOP_MODULE cc_tb_primitives
         SOURCES ${CCSIM_RTL_SOURCES} ${rtl_test_dir}/cc_tb_primitives.sv
         VERILATOR_ARGS --assert)
ccsim_verilate_switch(ccsim_rtl_test_models p3 3 2 4 1 1 0)
ccsim_verilate_switch(ccsim_rtl_test_models p3_lite 3 2 2 0 0 0)
ccsim_verilate_switch(ccsim_rtl_test_models mc 6 2 4 1 1 1 1)
get_target_property(rtl_test_model_sources ccsim_rtl_test_models SOURCES)
list(FILTER rtl_test_model_sources EXCLUDE REGEX "^${VERILATOR_ROOT}/include/")
set_property(TARGET ccsim_rtl_test_models PROPERTY SOURCES ${rtl_test_model_sources})
ccsim_verilated_library(ccsim_rtl_test_models)
target_link_libraries(ccsim_rtl_test_models PUBLIC ccsim_rtl_models)

# The test harness top is linted like the RTL itself.
add_test(NAME rtl.lint.tb_primitives
         COMMAND ${CCSIM_VERILATOR} --lint-only -Wall -f rtl/files.f
                 ${rtl_test_dir}/cc_tb_primitives.sv --top-module cc_tb_primitives
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(rtl.lint.tb_primitives PROPERTIES LABELS lint)

file(GLOB rtl_test_sources CONFIGURE_DEPENDS ${rtl_test_dir}/rtl_*_test.cpp)
list(FILTER rtl_test_sources EXCLUDE REGEX "rtl_lockstep_test\\.cpp$")
add_executable(rtl_tests ${rtl_test_sources})
target_link_libraries(rtl_tests PRIVATE ccsim_rtl_test_models ccsim_net GTest::gtest_main)
gtest_discover_tests(rtl_tests PROPERTIES LABELS rtl DISCOVERY_TIMEOUT 60)

add_executable(rtl_lockstep_tests ${rtl_test_dir}/rtl_lockstep_test.cpp)
target_link_libraries(rtl_lockstep_tests PRIVATE ccsim_rtl_test_models ccsim_net GTest::gtest_main)
gtest_discover_tests(rtl_lockstep_tests PROPERTIES LABELS cosim DISCOVERY_TIMEOUT 60)

include(${CMAKE_CURRENT_LIST_DIR}/rtl_combining.cmake)
