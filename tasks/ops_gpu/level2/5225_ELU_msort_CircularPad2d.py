"""ELU -> torch.msort -> CircularPad2d: synthesised by warpgym synth (seed 9, index 765, torch#3, dim 0 x190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.msort -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.circularpad2d_2 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.msort(x)
        x = self.circularpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(1520, 256, 128)]


def get_init_inputs():
    return []
