"""ConstantPad3d -> F.normalize -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 2359, torch#3, dim 0 x688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.normalize -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.normalize(x)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(11008, 32, 16, 16)]


def get_init_inputs():
    return []
