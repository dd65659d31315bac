"""InstanceNorm3d -> torch.diff -> F.tanh -> torch.sign: synthesised by warpgym synth (seed 7, index 513, torch#4, dim 0 x699)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> torch.diff -> F.tanh -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = torch.diff(x)
        x = F.tanh(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(2796, 32, 32, 32)]


def get_init_inputs():
    return []
