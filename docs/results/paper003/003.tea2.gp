# 003 TEA2 (eq. 4.5): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.tea2.gp
$s0 << EOD
3 3087
4 5601
5 9053
6 13315
7 18771
8 25229
9 33830
10 50610
EOD
$s1 << EOD
3 1562.67
4 2112
5 2729.6
6 3466.67
7 4418.29
8 5760
9 7816.89
10 11193.6
EOD
$s2 << EOD
3 327
4 608
5 1149
6 2214
7 4269
8 8415
9 16629
10 33054
EOD
$s3 << EOD
3 374.667
4 528
5 749.6
6 1090.67
7 1646.29
8 2592
9 4252.89
10 7233.6
EOD
$s4 << EOD
3 1503
4 2178
5 3105
6 4570
7 7017
8 11553
EOD
$s5 << EOD
3 1562.67
4 2112
5 2729.6
6 3466.67
7 4418.29
8 5760
EOD
$s6 << EOD
3 315
4 594
5 1125
6 2194
7 4245
8 8385
EOD
$s7 << EOD
3 374.667
4 528
5 749.6
6 1090.67
7 1646.29
8 2592
EOD
$s8 << EOD
3 6180
4 11210
5 18116
6 26642
7 37556
8 50474
9 66804
10 87186
EOD
$s9 << EOD
3 3125.33
4 4224
5 5459.2
6 6933.33
7 8836.57
8 11520
9 15633.8
10 22387.2
EOD
$s10 << EOD
3 636
4 1018
5 1532
6 2664
7 4736
8 9002
9 17264
10 33785
EOD
$s11 << EOD
3 749.333
4 1056
5 1499.2
6 2181.33
7 3292.57
8 5184
9 8505.78
10 14467.2
EOD
$s12 << EOD
3 3087
4 5601
5 9053
6 13315
7 18771
8 27258
EOD
$s13 << EOD
3 1562.67
4 2112
5 2729.6
6 3466.67
7 4418.29
8 5760
EOD
$s14 << EOD
3 591
4 1202
5 2353
6 4556
7 8835
8 17238
EOD
$s15 << EOD
3 374.667
4 528
5 749.6
6 1090.67
7 1646.29
8 2592
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 TEA2 (eq. 4.5): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.tea2.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
set terminal svg noenhanced size 1100,664
set output '003.tea2.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'all-port, full duplex (β=400), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'all-port, full duplex (β=400), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'all-port, full duplex (β=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'all-port, full duplex (β=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'all-port, full duplex, a start-up per step (β=400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'all-port, full duplex, a start-up per step (β=400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'all-port, full duplex, a start-up per step (β=4), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'all-port, full duplex, a start-up per step (β=4), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'all-port, half duplex (β=400), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'all-port, half duplex (β=400), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'all-port, half duplex (β=4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'all-port, half duplex (β=4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'one-port, full duplex (β=400), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'one-port, full duplex (β=400), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'one-port, full duplex (β=4), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'one-port, full duplex (β=4), formula'
