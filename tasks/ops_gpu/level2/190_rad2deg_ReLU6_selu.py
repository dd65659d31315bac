"""torch.rad2deg -> ReLU6 -> F.selu: synthesised by warpgym synth (seed 7, index 294, torch#3, dim 0 x15987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> ReLU6 -> F.selu"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.relu6_1(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(2046336, 256)]


def get_init_inputs():
    return []
