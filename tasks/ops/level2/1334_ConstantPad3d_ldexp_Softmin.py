"""ConstantPad3d -> torch.ldexp -> Softmin: synthesised by warpgym synth (seed 7, index 1768, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> torch.ldexp -> Softmin"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.softmin_2 = nn.Softmin()

    def forward(self, x, x1):
        x = self.constantpad3d_0(x)
        x = torch.ldexp(x, x1)
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128), torch.randn(10, 258, 130)]


def get_init_inputs():
    return []
