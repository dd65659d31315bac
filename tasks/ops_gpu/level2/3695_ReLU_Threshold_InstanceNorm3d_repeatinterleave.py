"""ReLU -> Threshold -> InstanceNorm3d -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 5788, torch#4, dim 0 x1800)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> Threshold -> InstanceNorm3d -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.instancenorm3d_2 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.threshold_1(x)
        x = self.instancenorm3d_2(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(14400, 16, 32, 32)]


def get_init_inputs():
    return []
