"""ConstantPad1d -> ReLU6 -> F.hardswish -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 6110, torch#4, dim 0 x1627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> ReLU6 -> F.hardswish -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = self.relu6_1(x)
        x = F.hardswish(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(104128, 1024), torch.randn(104128, 1026)]


def get_init_inputs():
    return []
