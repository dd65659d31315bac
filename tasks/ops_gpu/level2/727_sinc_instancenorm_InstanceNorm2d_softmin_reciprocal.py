"""torch.sinc -> F.instance_norm -> InstanceNorm2d -> F.softmin -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 1169, torch#5, dim 0 x961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> F.instance_norm -> InstanceNorm2d -> F.softmin -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_2 = nn.InstanceNorm2d(num_features=256)

    def forward(self, x):
        x = torch.sinc(x)
        x = F.instance_norm(x)
        x = self.instancenorm2d_2(x)
        x = F.softmin(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(15376, 32, 256)]


def get_init_inputs():
    return []
