"""F.threshold -> InstanceNorm3d -> CELU: synthesised by warpgym synth (seed 7, index 46, torch#3, dim 0 x2499)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> InstanceNorm3d -> CELU"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=16)
        self.celu_2 = nn.CELU()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.instancenorm3d_1(x)
        x = self.celu_2(x)
        return x


def get_inputs():
    return [torch.randn(4998, 8, 8, 16, 16)]


def get_init_inputs():
    return []
