"""ConstantPad3d -> F.group_norm: synthesised by warpgym synth (seed 7, index 1137, torch#2, dim 0 x977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(7816, 64, 16, 16)]


def get_init_inputs():
    return []
