# 003 one path, pipelined (eq. 3.1): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.path.gp
$s0 << EOD
3 7075
4 7928
5 9037
6 9682
7 10255
8 11192
9 11697
10 12578
EOD
$s1 << EOD
3 8516.39
4 9730.05
5 10816
6 11820.3
7 12766.7
8 13669.1
9 14536.8
10 15376
EOD
$s2 << EOD
3 5071
4 5288
5 5505
6 5658
7 5859
8 5940
9 6101
10 6270
EOD
$s3 << EOD
3 4466.04
4 4551.41
5 4624
6 4688.43
7 4747.07
8 4801.31
9 4852.08
10 4900
EOD
$s4 << EOD
3 7075
4 7928
5 9037
6 9682
7 10255
8 11192
EOD
$s5 << EOD
3 8516.39
4 9730.05
5 10816
6 11820.3
7 12766.7
8 13669.1
EOD
$s6 << EOD
3 5071
4 5288
5 5505
6 5658
7 5859
8 5940
EOD
$s7 << EOD
3 4466.04
4 4551.41
5 4624
6 4688.43
7 4747.07
8 4801.31
EOD
$s8 << EOD
3 7075
4 7928
5 9037
6 9682
7 10255
8 11192
9 11697
10 12578
EOD
$s9 << EOD
3 8516.39
4 9730.05
5 10816
6 11820.3
7 12766.7
8 13669.1
9 14536.8
10 15376
EOD
$s10 << EOD
3 5071
4 5288
5 5505
6 5658
7 5859
8 5940
9 6101
10 6270
EOD
$s11 << EOD
3 4466.04
4 4551.41
5 4624
6 4688.43
7 4747.07
8 4801.31
9 4852.08
10 4900
EOD
$s12 << EOD
3 7075
4 7928
5 9037
6 9682
7 10255
8 11192
EOD
$s13 << EOD
3 8516.39
4 9730.05
5 10816
6 11820.3
7 12766.7
8 13669.1
EOD
$s14 << EOD
3 5071
4 5288
5 5505
6 5658
7 5859
8 5940
EOD
$s15 << EOD
3 4466.04
4 4551.41
5 4624
6 4688.43
7 4747.07
8 4801.31
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 one path, pipelined (eq. 3.1): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.path.png'
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
set output '003.path.svg'
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
