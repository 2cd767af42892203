# 003 transpose, SMG (§6): simulated cycles beside the paper's formula
# Run it in this directory: gnuplot 003.transpose_smg.gp
$s0 << EOD
3 6134
4 13462
5 29142
6 64598
7 151894
8 392022
9 1.13442e+06
10 3.6678e+06
EOD
$s1 << EOD
3 9824
4 26560
5 67968
6 169728
7 423424
8 1.08032e+06
9 2.88973e+06
10 8.28621e+06
EOD
$s2 << EOD
3 590
4 1582
5 4590
6 14702
7 51318
8 190747
9 743747
10 2.99916e+06
EOD
$s3 << EOD
3 320
4 1216
5 4608
6 17664
7 68608
8 269312
9 1.06496e+06
10 4.23117e+06
EOD
$s4 << EOD
3 6134
4 13462
5 29142
6 64598
7 151894
8 392022
EOD
$s5 << EOD
3 9824
4 26560
5 67968
6 169728
7 423424
8 1.08032e+06
EOD
$s6 << EOD
3 590
4 1582
5 4590
6 14702
7 51318
8 190747
EOD
$s7 << EOD
3 320
4 1216
5 4608
6 17664
7 68608
8 269312
EOD
$s8 << EOD
3 6148
4 13492
5 29204
6 64724
7 152148
8 392532
EOD
$s9 << EOD
3 9824
4 26560
5 67968
6 169728
7 423424
8 1.08032e+06
EOD
$s10 << EOD
3 604
4 1612
5 4652
6 14828
7 51576
8 191220
EOD
$s11 << EOD
3 320
4 1216
5 4608
6 17664
7 68608
8 269312
EOD
$s12 << EOD
3 6134
4 13462
5 29142
6 64767
7 151896
8 392386
EOD
$s13 << EOD
3 9824
4 26560
5 67968
6 169728
7 423424
8 1.08032e+06
EOD
$s14 << EOD
3 590
4 1598
5 4701
6 15937
7 57925
8 219789
EOD
$s15 << EOD
3 320
4 1216
5 4608
6 17664
7 68608
8 269312
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 transpose, SMG (§6): simulated cycles beside the paper''s formula'
set logscale y
set terminal pngcairo noenhanced size 1100,664
set output '003.transpose_smg.png'
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
set output '003.transpose_smg.svg'
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
