"""F.group_norm -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 3039, torch#2, dim 0 x1206)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(19296, 64, 128)]


def get_init_inputs():
    return []
