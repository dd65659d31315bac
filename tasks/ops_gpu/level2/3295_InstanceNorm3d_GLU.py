"""InstanceNorm3d -> GLU: synthesised by warpgym synth (seed 7, index 5196, torch#2, dim 0 x2180)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> GLU"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=32)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(17440, 16, 32, 32)]


def get_init_inputs():
    return []
