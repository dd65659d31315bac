"""torch.addcmul -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 6425, torch#2, dim 0 x1799)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(14392, 16, 32, 32), torch.randn(14392, 16, 32, 32), torch.randn(14392, 16, 32, 32)]


def get_init_inputs():
    return []
