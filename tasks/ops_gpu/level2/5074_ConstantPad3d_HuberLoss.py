"""ConstantPad3d -> HuberLoss: synthesised by warpgym synth (seed 7, index 6883, torch#2, dim 0 x2480)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> HuberLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.huberloss_1 = nn.HuberLoss()

    def forward(self, x, x1):
        x = self.constantpad3d_0(x)
        x = self.huberloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(19840, 64, 16, 16), torch.randn(19840, 66, 18, 18)]


def get_init_inputs():
    return []
