"""ZeroPad3d -> ConstantPad3d -> F.relu6: synthesised by warpgym synth (seed 9, index 67, torch#3, dim 0 x3086)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> ConstantPad3d -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.constantpad3d_1(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(24688, 16, 32, 32)]


def get_init_inputs():
    return []
