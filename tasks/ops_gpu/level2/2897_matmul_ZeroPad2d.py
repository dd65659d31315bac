"""torch.matmul -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 4578, torch#2, dim 0 x1599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matmul -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.matmul(x, x1)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(12792, 64, 16, 16), torch.randn(12792, 64, 16, 16)]


def get_init_inputs():
    return []
