"""F.log_softmax -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 88, torch#2, dim 0 x2045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(16360, 64, 16, 16)]


def get_init_inputs():
    return []
