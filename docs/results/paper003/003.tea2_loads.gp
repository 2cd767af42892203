# 003 TEA2: most tokens on one edge in each step, counted in the simulation, beside ceil(C(n,i)/n)
# Run it in this directory: gnuplot 003.tea2_loads.gp
$s0 << EOD
1 1
2 1
3 1
EOD
$s1 << EOD
1 1
2 1
3 1
EOD
$s2 << EOD
1 1
2 2
3 1
4 1
EOD
$s3 << EOD
1 1
2 2
3 1
4 1
EOD
$s4 << EOD
1 1
2 2
3 2
4 1
5 1
EOD
$s5 << EOD
1 1
2 2
3 2
4 1
5 1
EOD
$s6 << EOD
1 1
2 3
3 4
4 3
5 1
6 1
EOD
$s7 << EOD
1 1
2 3
3 4
4 3
5 1
6 1
EOD
$s8 << EOD
1 1
2 3
3 5
4 5
5 3
6 1
7 1
EOD
$s9 << EOD
1 1
2 3
3 5
4 5
5 3
6 1
7 1
EOD
$s10 << EOD
1 1
2 4
3 7
4 9
5 7
6 4
7 1
8 1
EOD
$s11 << EOD
1 1
2 4
3 7
4 9
5 7
6 4
7 1
8 1
EOD
$s12 << EOD
1 1
2 4
3 10
4 14
5 14
6 10
7 4
8 1
9 1
EOD
$s13 << EOD
1 1
2 4
3 10
4 14
5 14
6 10
7 4
8 1
9 1
EOD
$s14 << EOD
1 1
2 5
3 12
4 21
5 26
6 21
7 12
8 5
9 1
10 1
EOD
$s15 << EOD
1 1
2 5
3 12
4 21
5 26
6 21
7 12
8 5
9 1
10 1
EOD
$s16 << EOD
0 1
1 2
2 2
3 1
EOD
$s17 << EOD
0 1
1 2
2 2
3 1
EOD
$s18 << EOD
0 1
1 3
2 3
3 2
4 1
EOD
$s19 << EOD
0 1
1 3
2 3
3 2
4 1
EOD
$s20 << EOD
0 1
1 3
2 4
3 3
4 2
5 1
EOD
$s21 << EOD
0 1
1 3
2 4
3 3
4 2
5 1
EOD
$s22 << EOD
0 1
1 4
2 7
3 7
4 4
5 2
6 1
EOD
$s23 << EOD
0 1
1 4
2 7
3 7
4 4
5 2
6 1
EOD
$s24 << EOD
0 1
1 4
2 8
3 10
4 8
5 4
6 2
7 1
EOD
$s25 << EOD
0 1
1 4
2 8
3 10
4 8
5 4
6 2
7 1
EOD
$s26 << EOD
0 1
1 5
2 11
3 16
4 16
5 11
6 5
7 2
8 1
EOD
$s27 << EOD
0 1
1 5
2 11
3 16
4 16
5 11
6 5
7 2
8 1
EOD
$s28 << EOD
0 1
1 5
2 14
3 24
4 28
5 24
6 14
7 5
8 2
9 1
EOD
$s29 << EOD
0 1
1 5
2 14
3 24
4 28
5 24
6 14
7 5
8 2
9 1
EOD
$s30 << EOD
0 1
1 6
2 17
3 33
4 47
5 47
6 33
7 17
8 6
9 2
10 1
EOD
$s31 << EOD
0 1
1 6
2 17
3 33
4 47
5 47
6 33
7 17
8 6
9 2
10 1
EOD
set key below left Left reverse
set grid
set xlabel 'step i (grouped: half-step h, weights h and h + 1)'
set ylabel 'tokens on the busiest edge'
set title '003 TEA2: most tokens on one edge in each step, counted in the simulation, beside ceil(C(n,i)/n)'
set logscale y
set terminal pngcairo noenhanced size 1100,808
set output '003.tea2_loads.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'TEA2, step i (n=3), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'TEA2, step i (n=3), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'TEA2, step i (n=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'TEA2, step i (n=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'TEA2, step i (n=5), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'TEA2, step i (n=5), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA2, step i (n=6), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'TEA2, step i (n=6), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, step i (n=7), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'TEA2, step i (n=7), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2, step i (n=8), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'TEA2, step i (n=8), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'TEA2, step i (n=9), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'TEA2, step i (n=9), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'TEA2, step i (n=10), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'TEA2, step i (n=10), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'grouped TEA2, half-step h (n=3), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'grouped TEA2, half-step h (n=3), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'grouped TEA2, half-step h (n=4), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'grouped TEA2, half-step h (n=4), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'grouped TEA2, half-step h (n=5), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'grouped TEA2, half-step h (n=5), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'grouped TEA2, half-step h (n=6), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'grouped TEA2, half-step h (n=6), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'grouped TEA2, half-step h (n=7), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'grouped TEA2, half-step h (n=7), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'grouped TEA2, half-step h (n=8), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'grouped TEA2, half-step h (n=8), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'grouped TEA2, half-step h (n=9), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'grouped TEA2, half-step h (n=9), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'grouped TEA2, half-step h (n=10), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'grouped TEA2, half-step h (n=10), formula'
set terminal svg noenhanced size 1100,808
set output '003.tea2_loads.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'TEA2, step i (n=3), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'TEA2, step i (n=3), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'TEA2, step i (n=4), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'TEA2, step i (n=4), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'TEA2, step i (n=5), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'TEA2, step i (n=5), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA2, step i (n=6), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'TEA2, step i (n=6), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, step i (n=7), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'TEA2, step i (n=7), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2, step i (n=8), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'TEA2, step i (n=8), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'TEA2, step i (n=9), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'TEA2, step i (n=9), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'TEA2, step i (n=10), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'TEA2, step i (n=10), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'grouped TEA2, half-step h (n=3), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'grouped TEA2, half-step h (n=3), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'grouped TEA2, half-step h (n=4), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'grouped TEA2, half-step h (n=4), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'grouped TEA2, half-step h (n=5), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'grouped TEA2, half-step h (n=5), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'grouped TEA2, half-step h (n=6), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'grouped TEA2, half-step h (n=6), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'grouped TEA2, half-step h (n=7), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'grouped TEA2, half-step h (n=7), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'grouped TEA2, half-step h (n=8), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'grouped TEA2, half-step h (n=8), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'grouped TEA2, half-step h (n=9), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'grouped TEA2, half-step h (n=9), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'grouped TEA2, half-step h (n=10), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'grouped TEA2, half-step h (n=10), formula'
