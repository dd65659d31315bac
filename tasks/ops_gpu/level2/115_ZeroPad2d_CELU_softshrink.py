"""ZeroPad2d -> CELU -> F.softshrink: synthesised by warpgym synth (seed 7, index 167, torch#3, dim 0 x528)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> CELU -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.celu_1(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(8448, 32, 16, 16)]


def get_init_inputs():
    return []
