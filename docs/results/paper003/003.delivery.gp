# 003: result units counted at their arrival beside those each collective requires
# Run it in this directory: gnuplot 003.delivery.gp
$s0 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s1 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s2 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s3 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s4 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 2046
EOD
$s5 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 2046
EOD
$s6 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 2046
EOD
$s7 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 2046
EOD
$s8 << EOD
1 1
2 1
3 1
4 1
5 1
6 1
7 1
8 1
9 1
10 2
EOD
$s9 << EOD
1 1
2 1
3 1
4 1
5 1
6 1
7 1
8 1
9 1
10 2
EOD
$s10 << EOD
1 1
2 1
3 1
4 1
5 1
6 1
7 1
8 1
9 1
10 2
EOD
$s11 << EOD
1 1
2 1
3 1
4 1
5 1
6 1
7 1
8 1
9 1
10 2
EOD
$s12 << EOD
1 1
2 2
3 2
4 2
5 2
6 2
7 2
8 2
9 2
10 2
EOD
$s13 << EOD
1 1
2 2
3 2
4 2
5 2
6 2
7 2
8 2
9 2
10 2
EOD
$s14 << EOD
1 1
2 2
3 2
4 2
5 2
6 2
7 2
8 2
9 2
10 2
EOD
$s15 << EOD
1 1
2 2
3 2
4 2
5 2
6 2
7 2
8 2
9 2
10 2
EOD
$s16 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 2.0951e+06
EOD
$s17 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 2.0951e+06
EOD
$s18 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 2.0951e+06
EOD
$s19 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 2.0951e+06
EOD
$s20 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s21 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s22 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s23 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s24 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s25 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s26 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s27 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s28 << EOD
1 2
2 16
3 96
4 512
5 2560
6 12288
7 57344
8 262144
9 1.17965e+06
10 5.24288e+06
EOD
$s29 << EOD
1 2
2 16
3 96
4 512
5 2560
6 12288
7 57344
8 262144
9 1.17965e+06
10 5.24288e+06
EOD
$s30 << EOD
1 2
2 16
3 96
4 512
5 2560
6 12288
7 57344
8 262144
9 1.17965e+06
10 5.24288e+06
EOD
$s31 << EOD
1 2
2 16
3 96
4 512
5 2560
6 12288
7 57344
8 262144
9 1.17965e+06
10 5.24288e+06
EOD
$s32 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s33 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s34 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s35 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s36 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s37 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s38 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s39 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s40 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s41 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s42 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s43 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s44 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s45 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s46 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s47 << EOD
1 1
2 3
3 7
4 15
5 31
6 63
7 127
8 255
9 511
10 1023
EOD
$s48 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s49 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s50 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s51 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s52 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s53 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s54 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
$s55 << EOD
1 2
2 12
3 56
4 240
5 992
6 4032
7 16256
8 65280
9 261632
10 1.04755e+06
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'units'
set title '003: result units counted at their arrival beside those each collective requires'
set logscale y
set terminal pngcairo noenhanced size 1100,1024
set output '003.delivery.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'result units (broadcast, full), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'result units (broadcast, full), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'result units (broadcast, half), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'result units (broadcast, half), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'result units (broadcast_pipelined, full), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'result units (broadcast_pipelined, full), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'result units (broadcast_pipelined, half), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'result units (broadcast_pipelined, half), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'result units (path, full), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'result units (path, full), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'result units (path, half), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'result units (path, half), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'result units (parallel_paths, full), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'result units (parallel_paths, full), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'result units (parallel_paths, half), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'result units (parallel_paths, half), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'result units (sba, full), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'result units (sba, full), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'result units (sba, half), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'result units (sba, half), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'result units (daisy_chain, full), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'result units (daisy_chain, full), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'result units (daisy_chain, half), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'result units (daisy_chain, half), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'result units (adea, full), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'result units (adea, full), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'result units (adea, half), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'result units (adea, half), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'result units (tea1, full), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'result units (tea1, full), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'result units (tea1, half), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'result units (tea1, half), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'result units (tea2, full), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 17 title 'result units (tea2, full), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'result units (tea2, half), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 18 title 'result units (tea2, half), formula', \
     $s36 using 1:2 with linespoints dt 1 pt 7 lc 19 title 'result units (tea2_grouped, full), model', \
     $s37 using 1:2 with linespoints dt 2 pt 6 lc 19 title 'result units (tea2_grouped, full), formula', \
     $s38 using 1:2 with linespoints dt 1 pt 7 lc 20 title 'result units (tea2_grouped, half), model', \
     $s39 using 1:2 with linespoints dt 2 pt 6 lc 20 title 'result units (tea2_grouped, half), formula', \
     $s40 using 1:2 with linespoints dt 1 pt 7 lc 21 title 'result units (gather, full), model', \
     $s41 using 1:2 with linespoints dt 2 pt 6 lc 21 title 'result units (gather, full), formula', \
     $s42 using 1:2 with linespoints dt 1 pt 7 lc 22 title 'result units (gather, half), model', \
     $s43 using 1:2 with linespoints dt 2 pt 6 lc 22 title 'result units (gather, half), formula', \
     $s44 using 1:2 with linespoints dt 1 pt 7 lc 23 title 'result units (scatter, full), model', \
     $s45 using 1:2 with linespoints dt 2 pt 6 lc 23 title 'result units (scatter, full), formula', \
     $s46 using 1:2 with linespoints dt 1 pt 7 lc 24 title 'result units (scatter, half), model', \
     $s47 using 1:2 with linespoints dt 2 pt 6 lc 24 title 'result units (scatter, half), formula', \
     $s48 using 1:2 with linespoints dt 1 pt 7 lc 25 title 'result units (transpose_smg, full), model', \
     $s49 using 1:2 with linespoints dt 2 pt 6 lc 25 title 'result units (transpose_smg, full), formula', \
     $s50 using 1:2 with linespoints dt 1 pt 7 lc 26 title 'result units (transpose_smg, half), model', \
     $s51 using 1:2 with linespoints dt 2 pt 6 lc 26 title 'result units (transpose_smg, half), formula', \
     $s52 using 1:2 with linespoints dt 1 pt 7 lc 27 title 'result units (transpose_mtadea, full), model', \
     $s53 using 1:2 with linespoints dt 2 pt 6 lc 27 title 'result units (transpose_mtadea, full), formula', \
     $s54 using 1:2 with linespoints dt 1 pt 7 lc 28 title 'result units (transpose_mtadea, half), model', \
     $s55 using 1:2 with linespoints dt 2 pt 6 lc 28 title 'result units (transpose_mtadea, half), formula'
set terminal svg noenhanced size 1100,1024
set output '003.delivery.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'result units (broadcast, full), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'result units (broadcast, full), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'result units (broadcast, half), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'result units (broadcast, half), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'result units (broadcast_pipelined, full), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'result units (broadcast_pipelined, full), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'result units (broadcast_pipelined, half), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'result units (broadcast_pipelined, half), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'result units (path, full), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'result units (path, full), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'result units (path, half), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'result units (path, half), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'result units (parallel_paths, full), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'result units (parallel_paths, full), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'result units (parallel_paths, half), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'result units (parallel_paths, half), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'result units (sba, full), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'result units (sba, full), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'result units (sba, half), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'result units (sba, half), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'result units (daisy_chain, full), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'result units (daisy_chain, full), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'result units (daisy_chain, half), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'result units (daisy_chain, half), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'result units (adea, full), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'result units (adea, full), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'result units (adea, half), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'result units (adea, half), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'result units (tea1, full), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'result units (tea1, full), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'result units (tea1, half), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'result units (tea1, half), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'result units (tea2, full), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 17 title 'result units (tea2, full), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'result units (tea2, half), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 18 title 'result units (tea2, half), formula', \
     $s36 using 1:2 with linespoints dt 1 pt 7 lc 19 title 'result units (tea2_grouped, full), model', \
     $s37 using 1:2 with linespoints dt 2 pt 6 lc 19 title 'result units (tea2_grouped, full), formula', \
     $s38 using 1:2 with linespoints dt 1 pt 7 lc 20 title 'result units (tea2_grouped, half), model', \
     $s39 using 1:2 with linespoints dt 2 pt 6 lc 20 title 'result units (tea2_grouped, half), formula', \
     $s40 using 1:2 with linespoints dt 1 pt 7 lc 21 title 'result units (gather, full), model', \
     $s41 using 1:2 with linespoints dt 2 pt 6 lc 21 title 'result units (gather, full), formula', \
     $s42 using 1:2 with linespoints dt 1 pt 7 lc 22 title 'result units (gather, half), model', \
     $s43 using 1:2 with linespoints dt 2 pt 6 lc 22 title 'result units (gather, half), formula', \
     $s44 using 1:2 with linespoints dt 1 pt 7 lc 23 title 'result units (scatter, full), model', \
     $s45 using 1:2 with linespoints dt 2 pt 6 lc 23 title 'result units (scatter, full), formula', \
     $s46 using 1:2 with linespoints dt 1 pt 7 lc 24 title 'result units (scatter, half), model', \
     $s47 using 1:2 with linespoints dt 2 pt 6 lc 24 title 'result units (scatter, half), formula', \
     $s48 using 1:2 with linespoints dt 1 pt 7 lc 25 title 'result units (transpose_smg, full), model', \
     $s49 using 1:2 with linespoints dt 2 pt 6 lc 25 title 'result units (transpose_smg, full), formula', \
     $s50 using 1:2 with linespoints dt 1 pt 7 lc 26 title 'result units (transpose_smg, half), model', \
     $s51 using 1:2 with linespoints dt 2 pt 6 lc 26 title 'result units (transpose_smg, half), formula', \
     $s52 using 1:2 with linespoints dt 1 pt 7 lc 27 title 'result units (transpose_mtadea, full), model', \
     $s53 using 1:2 with linespoints dt 2 pt 6 lc 27 title 'result units (transpose_mtadea, full), formula', \
     $s54 using 1:2 with linespoints dt 1 pt 7 lc 28 title 'result units (transpose_mtadea, half), model', \
     $s55 using 1:2 with linespoints dt 2 pt 6 lc 28 title 'result units (transpose_mtadea, half), formula'
