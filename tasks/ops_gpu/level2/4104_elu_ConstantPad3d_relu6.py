"""F.elu -> ConstantPad3d -> F.relu6: synthesised by warpgym synth (seed 7, index 6454, torch#3, dim 0 x3321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> ConstantPad3d -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = F.elu(x)
        x = self.constantpad3d_1(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(26568, 64, 16, 16)]


def get_init_inputs():
    return []
