"""ConstantPad2d -> torch.rad2deg -> torch.arctan -> F.unfold: synthesised by warpgym synth (seed 7, index 3040, torch#4, dim 0 x382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.rad2deg -> torch.arctan -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.rad2deg(x)
        x = torch.arctan(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(3056, 256, 128)]


def get_init_inputs():
    return []
