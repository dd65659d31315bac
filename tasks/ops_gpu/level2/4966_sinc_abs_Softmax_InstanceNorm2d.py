"""torch.sinc -> torch.abs -> Softmax -> InstanceNorm2d: synthesised by warpgym synth (seed 9, index 387, torch#4, dim 0 x3365)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> torch.abs -> Softmax -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.softmax_2 = nn.Softmax()
        self.instancenorm2d_3 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.abs(x)
        x = self.softmax_2(x)
        x = self.instancenorm2d_3(x)
        return x


def get_inputs():
    return [torch.randn(13460, 32, 32, 32)]


def get_init_inputs():
    return []
