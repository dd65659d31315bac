"""torch.sub -> Sigmoid -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 77, torch#3, dim 0 x1269)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> Sigmoid -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.instancenorm2d_2 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.sigmoid_1(x)
        x = self.instancenorm2d_2(x)
        return x


def get_inputs():
    return [torch.randn(10152, 64, 16, 16), torch.randn(10152, 64, 16, 16)]


def get_init_inputs():
    return []
