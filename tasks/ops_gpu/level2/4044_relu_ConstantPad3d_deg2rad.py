"""F.relu -> ConstantPad3d -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 6359, torch#3, dim 0 x3489)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> ConstantPad3d -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = F.relu(x)
        x = self.constantpad3d_1(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(55824, 32, 16, 16)]


def get_init_inputs():
    return []
