"""InstanceNorm2d -> torch.exp2: synthesised by warpgym synth (seed 7, index 6496, torch#2, dim 0 x1537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> torch.exp2"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(12296, 16, 32, 32)]


def get_init_inputs():
    return []
